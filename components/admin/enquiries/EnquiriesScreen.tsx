'use client';

import { Mail, MailCheck, Reply } from 'lucide-react';
import { adminText } from '@/content/admin';
import { adminEnquiriesText as t } from '@/content/adminEnquiries';
import { productDocumentsText } from '@/content/productDocuments';
import { api, endpoints, type EnquiryDto, type RequestedDocumentDto } from '@/lib/api';
import { routes } from '@/lib/routing/routes';
import { formatDate } from '@/lib/text/dates';
import { documentLabel } from '@/lib/text/documents';
import { enquiriesQuerySchema } from '@/lib/validation/operations';
import { AdminPageHeader } from '../AdminPageHeader';
import { CsvExportButton } from '../common/CsvExportButton';
import { FilterForm, SearchField } from '../common/FilterForm';
import { ListState } from '../common/ListState';
import { useAdminMutation } from '../common/mutations';
import { overviewKey } from '../common/overview';
import { Pager } from '../common/Pager';
import { usePagedList } from '../common/usePagedList';
import styles from '../common/admin.module.css';
import own from './enquiries.module.css';

const common = adminText.common;
export const enquiriesKey = ['admin', 'enquiries'] as const;

/** What a document request asked for: 'Safety data sheet (English) · Vanilla'. */
const requestedDocument = (document: RequestedDocumentDto) =>
  [documentLabel(productDocumentsText, document), document.productName].filter(Boolean).join(' · ');

/** Who sent it, as the card's title: the company, or the sender's name when none was given. */
const senderOf = (enquiry: EnquiryDto) => enquiry.company || enquiry.name;

/**
 * Spec: 'Enquiries', cards with the date, company, 'Email:', 'Service:' and 'Details:', 5 a page,
 * newest first. Staff search, reply by e-mail, mark read or unread (the sidebar counts the unread)
 * and export what the search selects as CSV.
 */
export function EnquiriesScreen() {
  const enquiries = usePagedList(enquiriesQuerySchema, enquiriesKey, (query) =>
    api.get(endpoints.adminEnquiries, query),
  );
  const { values, list, set } = enquiries;
  const markRead = useAdminMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) => api.put(endpoints.enquiryRead(id), { read }),
    invalidates: [enquiriesKey, overviewKey],
    success: (enquiry) => (enquiry.read ? t.markedRead : t.markedUnread),
  });

  return (
    <>
      <AdminPageHeader
        title={t.heading}
        intro={t.intro}
        headingRef={enquiries.top}
        actions={
          <CsvExportButton
            endpoint={endpoints.adminEnquiriesCsv}
            query={values}
            fallbackName="enquiries.csv"
          />
        }
      />
      <FilterForm values={{ q: values.q }} onChange={set} label={t.search} className={own.search}>
        <SearchField label={t.search} placeholder={t.searchPlaceholder} />
      </FilterForm>
      {list.data && (
        <p className={own.count} role="status">
          {t.count(list.data.total, list.data.unread)}
        </p>
      )}
      <ListState query={list} empty={values.q ? t.noMatch : t.empty} isEmpty={(page) => page.total === 0}>
        {(page) => (
          <>
            <ul className={own.cards} aria-label={t.listLabel} aria-busy={list.isPlaceholderData}>
              {page.items.map((enquiry) => {
                const who = senderOf(enquiry);
                const pending = markRead.isPending && markRead.variables?.id === enquiry.id;
                return (
                  <li
                    key={enquiry.id}
                    className={own.card}
                    data-read={enquiry.read}
                    data-testid="enquiry-card"
                  >
                    <article aria-labelledby={`enquiry-${enquiry.id}`}>
                      <header className={own.cardHead}>
                        <time className={own.date} dateTime={enquiry.date}>
                          {formatDate(enquiry.date)}
                        </time>
                        {!enquiry.read && <span className={own.newChip}>{t.unreadChip}</span>}
                      </header>
                      <h2 id={`enquiry-${enquiry.id}`} className={own.sender}>
                        {who}
                      </h2>
                      <dl className={own.fields}>
                        {enquiry.company && (
                          <div>
                            <dt>{t.from}</dt>
                            <dd>{enquiry.name}</dd>
                          </div>
                        )}
                        <div>
                          <dt>{t.email}</dt>
                          <dd>
                            <a href={routes.mailto(enquiry.email)}>{enquiry.email}</a>
                          </dd>
                        </div>
                        <div>
                          <dt>{t.service}</dt>
                          <dd>{enquiry.service}</dd>
                        </div>
                        <div>
                          <dt>{t.language}</dt>
                          <dd>{common.languages[enquiry.language]}</dd>
                        </div>
                        {enquiry.document && (
                          <div>
                            <dt>{t.document}</dt>
                            <dd>{requestedDocument(enquiry.document)}</dd>
                          </div>
                        )}
                        <div className={own.details}>
                          <dt>{t.details}</dt>
                          <dd>{enquiry.message}</dd>
                        </div>
                      </dl>
                      <div className={own.actions}>
                        <a
                          className={styles.primaryButton}
                          href={routes.mailto(enquiry.email, t.replySubject(enquiry.service))}
                          aria-label={t.replyLabel(who)}
                        >
                          <Reply aria-hidden size={18} />
                          {t.reply}
                        </a>
                        <button
                          type="button"
                          className={styles.secondaryButton}
                          disabled={pending}
                          aria-label={enquiry.read ? t.markUnreadLabel(who) : t.markReadLabel(who)}
                          onClick={() => markRead.mutate({ id: enquiry.id, read: !enquiry.read })}
                        >
                          {enquiry.read ? (
                            <Mail aria-hidden size={18} />
                          ) : (
                            <MailCheck aria-hidden size={18} />
                          )}
                          {enquiry.read ? t.markUnread : t.markRead}
                        </button>
                      </div>
                    </article>
                  </li>
                );
              })}
            </ul>
            <Pager list={enquiries} />
          </>
        )}
      </ListState>
    </>
  );
}
