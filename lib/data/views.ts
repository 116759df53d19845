import 'server-only';
/**
 * The one place where database rows become what a public page shows: slim, plain objects (no
 * Dates, no internal columns), so pages pass them to components and the client bundles receive
 * only the fields they draw.
 */
import { toBlocks } from '../text/blocks';
import type { BlogCategoryWithPosts, BlogPost } from './blog';
import type { Job } from './jobs';
import type { NewsItem } from './news';
import type { CategoryWithProducts, Product } from './products';
import type { Service } from './services';

interface NamedCategory {
  slug: string;
  name: string;
}

export function catalogueCategory(category: CategoryWithProducts) {
  return {
    slug: category.slug,
    name: category.name,
    blurb: category.blurb,
    products: category.products.map((p) => ({ id: p.id, name: p.name, details: p.details, image: p.image })),
  };
}

export function productArticle(product: Product, category?: NamedCategory) {
  return {
    name: product.name,
    details: product.details,
    description1: product.description1,
    description2: product.description2,
    images: product.images,
    category: category && { slug: category.slug, name: category.name },
  };
}

export function blogListPost(post: BlogPost) {
  return { id: post.id, title: post.title, teaser: post.teaser, publishedAt: post.publishedAt, image: post.image };
}

export function blogListCategory(category: BlogCategoryWithPosts) {
  return { slug: category.slug, name: category.name, posts: category.posts.map(blogListPost) };
}

export function blogArticle(post: BlogPost, category?: NamedCategory) {
  return {
    title: post.title,
    teaser: post.teaser,
    body: post.body,
    publishedAt: post.publishedAt,
    image: post.image,
    category: category && { slug: category.slug, name: category.name },
  };
}

export function newsTeaser(item: NewsItem) {
  return { id: item.id, title: item.title, caption: item.caption, date: item.date, image: item.image };
}

export function newsArticle(item: NewsItem) {
  return { title: item.title, caption: item.caption, body: item.body, date: item.date, image: item.image };
}

/** The other published news for the 'More Latest News' carousel, newest first. */
export function otherNews(all: NewsItem[], current: NewsItem) {
  return all
    .filter((n) => n.id !== current.id)
    .map((n) => ({ id: n.id, title: n.title, caption: n.caption, date: n.date }));
}

export function serviceBlock(service: Service) {
  return { id: service.id, name: service.name, description: service.description, image: service.image };
}

/** A home 'Our Process' card: the service with the first paragraph of its description. */
export function processCard(service: Service) {
  const first = toBlocks(service.description).find((b) => b.kind === 'paragraph');
  return {
    id: service.id,
    name: service.name,
    summary: first?.kind === 'paragraph' ? first.text : '',
    image: service.image,
  };
}

export function jobOpening(job: Job) {
  return {
    id: job.id,
    title: job.title,
    location: job.location,
    experience: job.experience,
    qualification: job.qualification,
    description: job.description,
  };
}

export function openJob(job: Job) {
  return { id: job.id, title: job.title, location: job.location };
}
