/** The seed's news items as rows (lib/db/seed.ts runs it in its transaction). */
import type { Transaction } from '@/lib/db/connect';
import { newsArabic } from '@/lib/db/seedTranslations';
import { newsItems } from './items';
import { news } from './tables';

export async function seedNews(tx: Transaction): Promise<void> {
  // The spec dates all three news items alike; creation order makes the first one the newest.
  const seededAt = Date.now();
  await tx.insert(news).values(
    newsItems.map((n, index) => ({
      title: n.title,
      caption: n.caption,
      body: n.body.join('\n\n'),
      date: n.date,
      image: n.image,
      ...newsArabic(index),
      isPublished: true,
      createdAt: new Date(seededAt - index * 1000),
    })),
  );
}
