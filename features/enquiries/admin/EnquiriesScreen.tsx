'use client';

import { Mail, MailCheck, Reply } from 'lucide-react';
import { adminEnquiriesText as t } from '@/features/enquiries/adminText';
import { api, endpoints } from '@/lib/api';
import type { EnquiryDto } from '@/features/enquiries/dto';
import { apiUrl, routes } from '@/lib/routing/routes';
import { formatAdminDate, formatDubaiTime } from '@/lib/text/dates';
import { enquiriesQuerySchema } from '@/features/enquiries/adminValidation';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { CsvExportButton } from '@/components/admin/common/CsvExportButton';
import { SelectField } from '@/components/ui/form/fields';
import { ENQUIRY_KINDS, isRequestKind } from '@/features/enquiries/kinds';
import { FilterForm, SearchField } from '@/components/admin/common/FilterForm';
import { ListState } from '@/components/admin/common/ListState';
import { useAdminMutation } from '@/components/admin/common/mutations';
import { overviewKey } from '@/components/admin/common/overview';
import { Pager } from '@/components/admin/common/Pager';
import { usePagedList } from '@/components/admin/common/usePagedList';
import styles from '@/components/admin/common/admin.module.css';
import own from './enquiries.module.css';
import { EnquiryFields } from './EnquiryFields';
import { RequestDownloads } from '@/features/documents/RequestDownloads';
import { enquiriesKey } from './keys';
import { RequestStatusForm } from './RequestStatusForm';
import { RequestTimeline } from '@/features/enquiries/RequestTimeline';
import { ResponseClock } from './ResponseClock';

/** Who sent it, as the card's title: the company, or the sender's name when none was given. */
const senderOf = (enquiry: EnquiryDto) => enquiry.company || enquiry.name;

const timelineText = { ...t.timelineText, statuses: t.statuses, carriers: t.carriers };

const kindChoices = ENQUIRY_KINDS.map((kind) => ({ value: kind, label: t.kinds[kind] }));

/** The subject a reply starts with: the request's reference, or the enquiry's service. */
const replySubject = (enquiry: EnquiryDto) =>
  enquiry.reference ? t.replyRequestSubject(enquiry.reference) : t.replySubject(enquiry.service);

/**
 * Spec: 'Enquiries', cards with the date, company, 'Email:', 'Service:' and 'Details:', 5 a page,
 * newest first. Staff filter by kind (enquiries, quote, sample and document requests) and search,
 * reply by e-mail, mark read or unread (the sidebar counts the unread), move a quote or sample
 * request on with its status, and export what the filters select as CSV (a row per product).
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
      <FilterForm
        values={{ kind: values.kind, q: values.q }}
        onChange={set}
        label={t.filtersLabel}
        className={own.filters}
      >
        <SelectField name="kind" label={t.kind} choices={kindChoices} placeholder={t.allKinds} />
        <SearchField label={t.search} placeholder={t.searchPlaceholder} />
      </FilterForm>
      {list.data && (
        <p className={own.count} role="status">
          {t.count(list.data.total, list.data.unread)}
        </p>
      )}
      <ListState
        query={list}
        empty={values.q || values.kind ? t.noMatch : t.empty}
        isEmpty={(page) => page.total === 0}
      >
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
                          {formatAdminDate(enquiry.date)}
                        </time>
                        <span className={own.chips}>
                          <span className={own.kindChip} data-kind={enquiry.kind}>
                            {t.kinds[enquiry.kind]}
                          </span>
                          {/* A new request is marked by the unread chip; its status shows once sales move it. */}
                          {isRequestKind(enquiry.kind) && enquiry.status !== 'new' && (
                            <span className={own.statusChip} data-status={enquiry.status}>
                              {t.statuses[enquiry.status]}
                            </span>
                          )}
                          <ResponseClock enquiry={enquiry} targetHours={page.responseTargetHours} />
                          {!enquiry.read && <span className={own.newChip}>{t.unreadChip}</span>}
                        </span>
                      </header>
                      <h2 id={`enquiry-${enquiry.id}`} className={own.sender} dir="auto">
                        {who}
                      </h2>
                      <EnquiryFields enquiry={enquiry} />
                      {/* #34 documents by lot: who downloaded what this request's link opened. */}
                      {enquiry.kind === 'document' && <RequestDownloads downloads={enquiry.downloads} />}
                      <div className={own.actions}>
                        <a
                          className={styles.primaryButton}
                          href={routes.mailto(enquiry.email, replySubject(enquiry))}
                          aria-label={t.replyLabel(who)}
                        >
                          <Reply aria-hidden size={18} />
                          {t.replyByMail}
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
                      {isRequestKind(enquiry.kind) && enquiry.reference && (
                        <section className={own.timeline} aria-labelledby={`timeline-${enquiry.id}`}>
                          <h3 id={`timeline-${enquiry.id}`}>{t.timeline}</h3>
                          <RequestTimeline
                            label={t.timelineLabel(enquiry.reference)}
                            received={enquiry.date}
                            steps={enquiry.steps}
                            text={timelineText}
                            locale="en"
                            fileHref={(step) => apiUrl(endpoints.enquiryFile(enquiry.id, step).path)}
                            formatWhen={formatDubaiTime}
                          />
                        </section>
                      )}
                      {isRequestKind(enquiry.kind) && enquiry.reference && (
                        <RequestStatusForm
                          key={`${enquiry.status}:${enquiry.statusNote}:${enquiry.steps.length}`}
                          enquiry={enquiry}
                          reference={enquiry.reference}
                        />
                      )}
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
