import type { RequestDownloadDto } from '@/features/documents/dto';
import { adminProductsText } from '@/features/products/adminText';
import { formatDubaiTime } from '@/lib/text/dates';
import admin from '@/components/admin/common/admin.module.css';

const t = adminProductsText.documents.requestDownloads;

/** A document request's downloads through the link it was mailed (the Enquiries screen's card). */
export function RequestDownloads({ downloads }: { downloads: RequestDownloadDto[] }) {
  if (downloads.length === 0) return <p className={admin.rowText}>{t.none}</p>;
  return (
    <div data-testid="request-downloads">
      <p className={admin.rowText}>{t.heading(downloads.length)}</p>
      <ul className={admin.meta}>
        {downloads.map((download, index) => (
          <li key={index} className={admin.chipDraft}>
            <time dateTime={download.at}>{formatDubaiTime(download.at)}</time>
            {download.buyerEmail && ` ${t.by(download.buyerEmail)}`}
          </li>
        ))}
      </ul>
    </div>
  );
}
