import 'server-only';
/**
 * The site search's index document of one language (app/[locale]/search-index.json): every
 * published product, blog post, news item and event with the texts a visitor may search them by. It is
 * read through the same cached public readers as the pages, so the route that serves it is kept
 * under the same tags (`products`, `blog`, `news`, `events`) and every staff save that changes a page drops
 * it too, at Next and at the CDN — there is no invalidation of its own.
 *
 * One function per kind: a new searchable field (a product's grade, say) is added to its kind's
 * function and nowhere else.
 */
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { textFor } from '@/content/text';
import { fill } from '@/lib/text/fill';
import { routesFor } from '@/lib/routing/routes';
import { plainText, type SearchDoc, type SearchIndexData } from '@/lib/text/siteSearch';
import { chosen } from '@/features/products/rows';
import { listBlogCategoriesWithPosts } from '@/features/blog/data';
import { listPublishedNews } from '@/features/news/data';
import { listPublishedEvents } from '@/features/events/data';
import { getProductLists } from '@/features/products/lists';
import { listCategoriesWithProducts } from '@/features/products/data';

export async function buildSearchIndex(locale: Locale): Promise<SearchIndexData> {
  const kinds = await Promise.all([
    productDocs(locale),
    postDocs(locale),
    newsDocs(locale),
    eventDocs(locale),
  ]);
  return { locale, docs: kinds.flat() };
}

/** The other language: its titles are searchable too (a buyer may type a product's English name). */
function otherOf(locale: Locale): Locale {
  return LOCALES.find((l) => l !== locale)!;
}

/** Each item's title in the other language, when it differs from this one's. */
function otherTitles<T extends { id: number }>(items: T[], titleOf: (item: T) => string) {
  const titles = new Map(items.map((item) => [item.id, titleOf(item)]));
  return (id: number, title: string) => {
    const other = titles.get(id) ?? '';
    return other === title ? '' : other;
  };
}

/** Names searched beside the title, as one line ('' when there are none). */
function aliases(...names: string[]): string {
  return names.filter((name) => name.trim()).join(' · ');
}

async function productDocs(locale: Locale): Promise<SearchDoc[]> {
  const [categories, others, lists] = await Promise.all([
    listCategoriesWithProducts(locale),
    listCategoriesWithProducts(otherOf(locale)),
    getProductLists(locale),
  ]);
  const other = otherTitles(
    others.flatMap((c) => c.products),
    (p) => p.name,
  );
  return categories.flatMap((category) =>
    category.products.map((product) => ({
      kind: 'product' as const,
      id: product.id,
      url: routesFor(locale).product(product.id),
      title: product.name,
      summary: product.details,
      category: category.name,
      body: plainText(`${product.description1}\n\n${product.description2}`),
      aliases: aliases(
        other(product.id, product.name),
        product.botanicalName,
        product.casNumber,
        product.hsCode,
        ...chosen(product.applicationIds, lists.applications).map((option) => option.name),
        ...chosen(product.certificationIds, lists.certifications).map((option) => option.name),
      ),
    })),
  );
}

async function postDocs(locale: Locale): Promise<SearchDoc[]> {
  const [categories, others] = await Promise.all([
    listBlogCategoriesWithPosts(locale),
    listBlogCategoriesWithPosts(otherOf(locale)),
  ]);
  const other = otherTitles(
    others.flatMap((c) => c.posts),
    (p) => p.title,
  );
  return categories.flatMap((category) =>
    category.posts.map((post) => ({
      kind: 'post' as const,
      id: post.id,
      url: routesFor(locale).blogPost(post.id),
      title: post.title,
      summary: post.teaser,
      category: category.name,
      body: plainText(post.body),
      aliases: other(post.id, post.title),
    })),
  );
}

async function newsDocs(locale: Locale): Promise<SearchDoc[]> {
  const [items, others] = await Promise.all([listPublishedNews(locale), listPublishedNews(otherOf(locale))]);
  const other = otherTitles(others, (n) => n.title);
  return items.map((item) => ({
    kind: 'news' as const,
    id: item.id,
    url: routesFor(locale).newsItem(item.id),
    title: item.title,
    summary: item.caption,
    category: '',
    body: plainText(item.body),
    aliases: other(item.id, item.title),
  }));
}

/** Every published event, past ones too (a buyer may look up where we were); found on the Events page. */
async function eventDocs(locale: Locale): Promise<SearchDoc[]> {
  const [items, others] = await Promise.all([
    listPublishedEvents(locale),
    listPublishedEvents(otherOf(locale)),
  ]);
  const other = otherTitles(others, (e) => e.name);
  return items.map((event) => ({
    kind: 'event' as const,
    id: event.id,
    url: `${routesFor(locale).events()}#event-${event.id}`,
    title: event.name,
    summary: fill(textFor(locale).eventsPage.place, event),
    category: '',
    body: event.summary,
    aliases: aliases(other(event.id, event.name), event.stand),
  }));
}
