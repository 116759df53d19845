'use client';

import { ExternalLink, Eye } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { Dialog } from '@/components/ui/Dialog';
import { Prose } from '@/components/ui/Prose';
import { adminText } from '@/content/admin';
import { adminHomeText } from '@/features/news/adminText';
import { newsPageText } from '@/features/news/pageText';
import type { NewsDto } from '@/features/news/dto';
import { routes } from '@/lib/routing/routes';
import { formatDate } from '@/lib/text/dates';
import { openPreview } from '@/components/admin/common/drafts';
import home from './home.module.css';

const t = adminHomeText.news;

/**
 * Spec: the preview modal — the item as its public page shows it: image, date, title, caption,
 * text; with its draft, when it has one. It leads to the page itself: as visitors see it, and as it
 * will look with the draft (the website's preview, in both languages).
 */
export function NewsPreview({ item: saved, onClose }: { item: NewsDto; onClose: () => void }) {
  const item = { ...saved, ...saved.draft };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t.previewTitle}
      closeLabel={adminText.common.close}
      className={home.previewDialog}
    >
      <article className={home.preview} data-testid="news-preview">
        {/* eslint-disable-next-line @next/next/no-img-element -- the stored picture, as uploaded */}
        <img
          className={home.previewImage}
          src={item.image.src}
          alt={item.image.alt}
          width={item.image.width}
          height={item.image.height}
        />
        <p className={home.previewMeta}>
          <span className={home.eyebrow}>{newsPageText.eyebrow}</span>
          <time dateTime={item.date}>{formatDate(item.date)}</time>
        </p>
        <h3 className={home.previewTitle}>{item.title}</h3>
        <p className={home.previewCaption}>{item.caption}</p>
        <Prose text={item.description} headingLevel={3} className={home.previewBody} />
        <p className={home.siteLinks}>
          {item.published && (
            <a className={home.siteLink} href={routes.newsItem(item.id)} target="_blank" rel="noopener">
              {adminText.common.viewOnSite}
              <Icon node={ExternalLink} aria-hidden size={16} />
            </a>
          )}
          <button type="button" className={home.siteLink} onClick={() => openPreview('news', item.id)}>
            {adminText.common.drafts.previewOnSite}
            <Icon node={Eye} aria-hidden size={16} />
          </button>
        </p>
      </article>
    </Dialog>
  );
}
