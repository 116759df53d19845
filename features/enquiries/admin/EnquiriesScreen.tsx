'use client';

import { useState } from 'react';
import { ChevronDown, Globe2 } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { adminEnquiriesText as t } from '@/features/enquiries/adminText';
import { api, endpoints } from '@/lib/api';
import type { EnquiryDto } from '@/features/enquiries/dto';
import { formatAdminDate } from '@/lib/text/dates';
import { ENQUIRY_STATUS_FILTERS, enquiriesQuerySchema } from '@/features/enquiries/adminValidation';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { CsvExportButton } from '@/components/admin/common/CsvExportButton';
import { SelectField } from '@/components/ui/form/fields';
import { ENQUIRY_KINDS, isRequestKind } from '@/features/enquiries/kinds';
import { FilterForm, SearchField } from '@/components/admin/common/FilterForm';
import { ListState } from '@/components/admin/common/ListState';
import { Pager } from '@/components/admin/common/Pager';
import { usePagedList } from '@/components/admin/common/usePagedList';
import own from './enquiries.module.css';
import { EnquiryPanel } from './EnquiryPanel';
import { enquiriesKey } from './keys';
import { ResponseClock } from './ResponseClock';

/** Who sent it, as its row's title: the company, or the sender's name when none was given. */
const senderOf = (enquiry: EnquiryDto) => enquiry.company || enquiry.name;

const kindChoices = ENQUIRY_KINDS.map((kind) => ({ value: kind, label: t.kinds[kind] }));
const statusChoices = ENQUIRY_STATUS_FILTERS.map((status) => ({
  value: status,
  label: status === 'waiting' ? t.waitingFilter : t.statuses[status],
}));

/**
 * Spec: 'Enquiries', with the date, company, 'Email:', 'Service:' and 'Details:', 5 a page, newest
 * first. A compact list (who, kind, reference, destination, status, waiting time, date), filtered
 * by kind and status and searched; one enquiry opened under its row to act on (what was sent, the
 * timeline, the answer), the only one when a search finds one. The sidebar counts the unread; the
 * CSV holds what the filters select (a row per product).
 */
export function EnquiriesScreen() {
  const enquiries = usePagedList(enquiriesQuerySchema, enquiriesKey, (query) =>
    api.get(endpoints.adminEnquiries, query),
  );
  const { values, list, set, query } = enquiries;
  // The row staff opened (null: they closed it), for the list as it was then.
  const [choice, setChoice] = useState<{ query: string; id: number | null }>();

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
        values={{ kind: values.kind, status: values.status, q: values.q }}
        onChange={set}
        label={t.filtersLabel}
        className={own.filters}
      >
        <SelectField name="kind" label={t.kind} choices={kindChoices} placeholder={t.allKinds} />
        <SelectField name="status" label={t.status} choices={statusChoices} placeholder={t.allStatuses} />
        <SearchField label={t.search} placeholder={t.searchPlaceholder} />
      </FilterForm>
      {list.data && (
        <p className={own.count} role="status">
          {t.count(list.data.total, list.data.unread)}
        </p>
      )}
      <ListState
        query={list}
        empty={values.q || values.kind || values.status ? t.noMatch : t.empty}
        isEmpty={(page) => page.total === 0}
      >
        {(page) => {
          const only = page.items.length === 1 ? page.items[0].id : null;
          const opened = choice?.query === query ? choice.id : only;
          return (
            <>
              <ul className={own.rows} aria-label={t.listLabel} aria-busy={list.isPlaceholderData}>
                {page.items.map((enquiry) => {
                  const who = senderOf(enquiry);
                  const open = opened === enquiry.id;
                  const panel = `enquiry-${enquiry.id}`;
                  return (
                    <li
                      key={enquiry.id}
                      className={own.item}
                      data-read={enquiry.read}
                      data-open={open}
                      data-testid="enquiry-row"
                    >
                      <div className={own.row}>
                        <h2 className={own.sender}>
                          <button
                            type="button"
                            aria-expanded={open}
                            aria-controls={open ? panel : undefined}
                            onClick={() => setChoice({ query, id: open ? null : enquiry.id })}
                          >
                            <span dir="auto">{who}</span>
                            <Icon node={ChevronDown} aria-hidden size={18} className={own.chevron} />
                          </button>
                        </h2>
                        <span className={own.chips}>
                          {!enquiry.read && <span className={own.newChip}>{t.unreadChip}</span>}
                          <span className={own.kindChip} data-kind={enquiry.kind}>
                            {t.kinds[enquiry.kind]}
                          </span>
                          {isRequestKind(enquiry.kind) && (
                            <span className={own.statusChip} data-status={enquiry.status}>
                              {t.statuses[enquiry.status]}
                            </span>
                          )}
                          <ResponseClock enquiry={enquiry} targetHours={page.responseTargetHours} />
                        </span>
                        <span className={own.facts}>
                          {enquiry.reference && <span className={own.reference}>{enquiry.reference}</span>}
                          {enquiry.destination && (
                            <span className={own.country}>
                              <Icon node={Globe2} aria-hidden size={14} />
                              {enquiry.destination}
                            </span>
                          )}
                          <time className={own.date} dateTime={enquiry.date}>
                            {formatAdminDate(enquiry.date)}
                          </time>
                        </span>
                      </div>
                      {open && <EnquiryPanel enquiry={enquiry} who={who} id={panel} />}
                    </li>
                  );
                })}
              </ul>
              <Pager list={enquiries} />
            </>
          );
        }}
      </ListState>
    </>
  );
}
