'use client';

import { useQuery } from '@tanstack/react-query';
import { AdminPanel } from '@/components/admin/AdminPageHeader';
import admin from '@/components/admin/common/admin.module.css';
import { adminProductsText } from '@/features/products/adminText';
import { api, endpoints } from '@/lib/api';
import { formatDubaiTime } from '@/lib/text/dates';
import Bidi from '@/components/ui/Bidi';

const t = adminProductsText.documents;
const d = t.downloaded;

export const downloadedDocumentsKey = ['admin', 'downloaded-documents'] as const;

/**
 * The Dashboard's documents downloaded most (those sent on request and lots' CoAs), each with its
 * count, for the roles that answer buyers (Owners and Sales; Sales cannot open the product dialog
 * that shows each document's count too).
 */
export function DownloadedDocuments() {
  const query = useQuery({
    queryKey: downloadedDocumentsKey,
    queryFn: () => api.get(endpoints.downloadedDocuments),
  });
  const documents = query.data;
  return (
    <AdminPanel className={admin.panel} title={d.heading} intro={d.intro}>
      {query.isError ? (
        <p className={admin.notice} role="alert">
          {d.failed}
        </p>
      ) : !documents ? (
        <p aria-busy>{d.loading}</p>
      ) : documents.length === 0 ? (
        <p>{d.none}</p>
      ) : (
        <ul className={admin.list} aria-label={d.listLabel} data-testid="downloaded-documents">
          {documents.map((document) => (
            <li key={document.id} className={`${admin.row} ${admin.rowWithoutImage}`}>
              <div className={admin.rowMain}>
                <p className={admin.rowTitleText}>
                  <Bidi
                    text={`${t.types[document.type]} (${t.languages[document.language]})${document.lot ? ` · ${document.lot}` : ''} · ${document.productName}`}
                  />
                </p>
                <div className={admin.meta}>
                  <span className={admin.chip}>{t.downloadsChip(document.downloads)}</span>
                  <span className={admin.chipDraft}>{t.versionChip(document.version)}</span>
                  <span className={admin.chipDraft}>{d.last(formatDubaiTime(document.lastAt))}</span>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </AdminPanel>
  );
}
