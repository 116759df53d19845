'use client';

import { useQuery } from '@tanstack/react-query';
import { AdminPanel } from '@/components/admin/AdminPageHeader';
import admin from '@/components/admin/common/admin.module.css';
import { adminProductsText } from '@/features/products/adminText';
import { api, endpoints } from '@/lib/api';
import { formatDate } from '@/lib/text/dates';
import Bidi from '@/components/ui/Bidi';

const t = adminProductsText.documents;
const e = t.expiring;

export const expiringCertificatesKey = ['admin', 'expiring-certificates'] as const;

/**
 * The Dashboard's certificates expiring within 30 days and those expired (not yet replaced by a
 * new version), soonest first, for the roles that answer buyers (Owners and Sales).
 */
export function ExpiringCertificates() {
  const query = useQuery({
    queryKey: expiringCertificatesKey,
    queryFn: () => api.get(endpoints.expiringCertificates),
  });
  const certificates = query.data;
  return (
    <AdminPanel className={admin.panel} title={e.heading} intro={e.intro}>
      {query.isError ? (
        <p className={admin.notice} role="alert">
          {e.failed}
        </p>
      ) : !certificates ? (
        <p aria-busy>{e.loading}</p>
      ) : certificates.length === 0 ? (
        <p>{e.none}</p>
      ) : (
        <ul className={admin.list} aria-label={e.listLabel} data-testid="expiring-certificates">
          {certificates.map((certificate) => (
            <li key={certificate.id} className={`${admin.row} ${admin.rowWithoutImage}`}>
              <div className={admin.rowMain}>
                <p className={admin.rowTitleText}>
                  <Bidi
                    text={`${t.types[certificate.type]} (${t.languages[certificate.language]}) · ${certificate.productName}`}
                  />
                </p>
                <div className={admin.meta}>
                  <span className={certificate.expired ? admin.chipPending : admin.chip}>
                    {(certificate.expired ? e.expired : e.validUntil)(formatDate(certificate.validUntil))}
                  </span>
                  <span className={admin.chipDraft}>{e.version(certificate.version)}</span>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </AdminPanel>
  );
}
