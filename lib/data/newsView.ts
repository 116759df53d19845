import 'server-only';
import type { NewsItem } from './news';

/** The fields a news page shows, from a DB row. */
export function toNewsArticle(item: NewsItem) {
  return { title: item.title, caption: item.caption, body: item.body, date: item.date, image: item.image };
}

/** The other published news for the 'More Latest News' carousel, newest first. */
export function otherNews(all: NewsItem[], current: NewsItem) {
  return all
    .filter((n) => n.id !== current.id)
    .map((n) => ({ id: n.id, title: n.title, caption: n.caption, date: n.date }));
}
