'use client';

import { Mail, MailCheck } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { adminEnquiriesText as t } from '@/features/enquiries/adminText';
import { api, endpoints } from '@/lib/api';
import type { EnquiryDto } from '@/features/enquiries/dto';
import { apiUrl } from '@/lib/routing/routes';
import { formatDubaiTime } from '@/lib/text/dates';
import { useAdminMutation } from '@/components/admin/common/mutations';
import { overviewKey } from '@/components/admin/common/overview';
import styles from '@/components/admin/common/admin.module.css';
import { RequestDownloads } from '@/features/documents/RequestDownloads';
import { RequestTimeline } from '@/features/enquiries/RequestTimeline';
import own from './enquiries.module.css';
import { AnswerForm } from './AnswerForm';
import { EnquiryFields } from './EnquiryFields';
import { enquiriesKey } from './keys';

const timelineText = { ...t.timelineText, statuses: t.statuses, carriers: t.carriers };

/**
 * The enquiry opened from the list, to act on in one place: what the buyer sent (the spec's
 * 'Email:', 'Service:' and 'Details:'), its timeline (arrival, each answer and message), the answer
 * form, and marking it read or unread.
 */
export function EnquiryPanel({ enquiry, who, id }: { enquiry: EnquiryDto; who: string; id: string }) {
  const markRead = useAdminMutation({
    mutationFn: (read: boolean) => api.put(endpoints.enquiryRead(enquiry.id), { read }),
    invalidates: [enquiriesKey, overviewKey],
    success: (saved) => (saved.read ? t.markedRead : t.markedUnread),
  });
  return (
    <article id={id} className={own.panel} aria-label={who} data-testid="enquiry-card">
      <div className={own.sent}>
        <EnquiryFields enquiry={enquiry} />
        {/* #34 documents by lot: who downloaded what this request's link opened. */}
        {enquiry.kind === 'document' && <RequestDownloads downloads={enquiry.downloads} />}
        <section className={own.timeline} aria-labelledby={`${id}-timeline`}>
          <h3 id={`${id}-timeline`}>{t.timeline}</h3>
          <RequestTimeline
            label={t.timelineLabel(enquiry.reference ?? who)}
            received={enquiry.date}
            steps={enquiry.steps}
            text={timelineText}
            locale="en"
            fileHref={(step) => apiUrl(endpoints.enquiryFile(enquiry.id, step).path)}
            formatWhen={formatDubaiTime}
          />
        </section>
      </div>
      <div className={own.answer}>
        <AnswerForm
          key={`${enquiry.status}:${enquiry.statusNote}:${enquiry.steps.length}`}
          enquiry={enquiry}
          who={who}
        />
        <div className={own.actions}>
          <button
            type="button"
            className={styles.secondaryButton}
            disabled={markRead.isPending}
            aria-label={enquiry.read ? t.markUnreadLabel(who) : t.markReadLabel(who)}
            onClick={() => markRead.mutate(!enquiry.read)}
          >
            {enquiry.read ? (
              <Icon node={Mail} aria-hidden size={18} />
            ) : (
              <Icon node={MailCheck} aria-hidden size={18} />
            )}
            {enquiry.read ? t.markUnread : t.markRead}
          </button>
        </div>
      </div>
    </article>
  );
}
