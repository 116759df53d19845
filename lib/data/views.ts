import 'server-only';
/**
 * The one place where database rows become what a public page shows: slim, plain objects (no
 * Dates, no internal columns), so pages pass them to components and the client bundles receive
 * only the fields they draw.
 */
import { chosen, type SpecRow } from '@/features/products/rows';
import { foldForSearch } from '../text/searchText';
import type { ProductLists, ProductTag } from '@/features/products/lists';
import { toBlocks } from '../text/blocks';
import type { BlogCategoryWithPosts, BlogPost } from '@/features/blog/data';
import type { Job } from '@/features/careers/jobs';
import type { NewsItem } from '@/features/news/data';
import type { CategoryWithProducts, Product } from '@/features/products/data';
import type { Service } from '@/features/services/data';

interface NamedCategory {
  slug: string;
  name: string;
}

/** The fields of `row` a page shows, and nothing else. */
function pick<T, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<T, K>;
}

/** The category an article belongs to, as its breadcrumb shows it. */
const categoryRef = (category?: NamedCategory) => category && pick(category, ['slug', 'name']);

/**
 * A category of the products listing, each product with what the finder filters by: the slugs of
 * its applications and certifications, its form, and its words folded for the search box.
 */
export function catalogueCategory(category: CategoryWithProducts, lists: ProductLists) {
  const slugsOf = (ids: number[], list: ProductTag[]) => chosen(ids, list).map((o) => o.slug);
  const products = category.products.map((p) => ({
    ...pick(p, ['id', 'name', 'details', 'image', 'form']),
    applications: slugsOf(p.applicationIds, lists.applications),
    certifications: slugsOf(p.certificationIds, lists.certifications),
    searchText: foldForSearch(
      [
        p.name,
        p.details,
        p.botanicalName,
        category.name,
        ...chosen(p.applicationIds, lists.applications).map((o) => o.name),
      ].join(' '),
    ),
  }));
  return { ...pick(category, ['slug', 'name', 'blurb']), products };
}

export function productArticle(
  product: Product,
  category: NamedCategory | undefined,
  specification: SpecRow[],
) {
  const shown = pick(product, ['name', 'details', 'description1', 'description2', 'images']);
  return { ...shown, category: categoryRef(category), specification };
}

export function blogListPost(post: BlogPost) {
  return pick(post, ['id', 'title', 'teaser', 'publishedAt', 'image']);
}

export function blogListCategory(category: BlogCategoryWithPosts) {
  return { ...pick(category, ['slug', 'name']), posts: category.posts.map(blogListPost) };
}

export function blogArticle(post: BlogPost, category?: NamedCategory) {
  return {
    ...pick(post, ['title', 'teaser', 'body', 'publishedAt', 'image']),
    category: categoryRef(category),
  };
}

export function newsTeaser(item: NewsItem) {
  return pick(item, ['id', 'title', 'caption', 'date', 'image']);
}

export function newsArticle(item: NewsItem) {
  return pick(item, ['title', 'caption', 'body', 'date', 'image']);
}

/** The other published news for the 'More Latest News' carousel, newest first. */
export function otherNews(all: NewsItem[], current: NewsItem) {
  return all.filter((n) => n.id !== current.id).map((n) => pick(n, ['id', 'title', 'caption', 'date']));
}

export function serviceBlock(service: Service) {
  return pick(service, ['id', 'name', 'description', 'image']);
}

/** A home 'Our Process' card: the service with the first paragraph of its description. */
export function processCard(service: Service) {
  const first = toBlocks(service.description).find((b) => b.kind === 'paragraph');
  return {
    ...pick(service, ['id', 'name', 'image']),
    summary: first?.kind === 'paragraph' ? first.text : '',
  };
}

export function jobOpening(job: Job) {
  return pick(job, ['id', 'title', 'location', 'experience', 'qualification', 'description']);
}

export function openJob(job: Job) {
  return pick(job, ['id', 'title', 'location']);
}

/** A product the request page can list: the line's picture, name, packaging choices and minimum. */
export function quoteProduct(product: Product, category: string, moq: string) {
  return {
    ...pick(product, ['id', 'name', 'image']),
    category,
    packaging: product.packaging.split('\n').filter((line) => line.trim()),
    moq,
  };
}
