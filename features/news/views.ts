import 'server-only';
/** What the public pages show of the news (the rule: lib/data/views.ts). */
import type { NewsItem } from './published';
import { pick } from '@/lib/data/views';

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
