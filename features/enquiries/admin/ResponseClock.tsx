'use client';

import { AlarmClock, Clock, MessageSquareReply } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { useEffect, useState } from 'react';
import { adminEnquiriesText as t } from '@/features/enquiries/adminText';
import type { EnquiryDto } from '@/features/enquiries/dto';
import { awaitsAnswer } from '@/features/enquiries/kinds';
import own from './ResponseClock.module.css';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** Whole hours as staff read a wait: '26 h' below two days, '3 d 4 h' from then on. */
export function formatWait(ms: number): string {
  const hours = Math.floor(ms / HOUR_MS);
  if (hours < 1) return t.clock.underAnHour;
  if (hours < 48) return t.clock.hours(hours);
  return t.clock.days(Math.floor(hours / 24), hours % 24);
}

/** This browser's time, read again every minute (a waiting clock moves on while the screen is open). */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The response clock of what staff answer (an enquiry, a quote or sample request): 'Waiting 26 h' until staff first answer it,
 * highlighted, and saying so, once it has waited longer than the settings' target; then
 * 'First answer in 5 h' ('Answered' when that time was not kept). Nothing for a document request.
 */
export function ResponseClock({
  enquiry,
  targetHours,
}: {
  enquiry: Pick<EnquiryDto, 'kind' | 'date' | 'firstAnsweredAt'>;
  targetHours: number;
}) {
  const now = useMinuteClock();
  if (!awaitsAnswer(enquiry.kind)) return null;
  const arrived = Date.parse(enquiry.date);
  if (enquiry.firstAnsweredAt) {
    return (
      <span className={own.clock} data-state="answered">
        <Icon node={MessageSquareReply} aria-hidden size={14} />
        {enquiry.firstAnsweredAt === enquiry.date
          ? t.clock.answeredEarlier
          : t.clock.answered(formatWait(Date.parse(enquiry.firstAnsweredAt) - arrived))}
      </span>
    );
  }
  const waited = Math.max(0, now - arrived);
  const late = waited > targetHours * HOUR_MS;
  return (
    <span className={own.clock} data-state={late ? 'late' : 'waiting'}>
      {late ? <Icon node={AlarmClock} aria-hidden size={14} /> : <Icon node={Clock} aria-hidden size={14} />}
      {t.clock.waiting(formatWait(waited))}
      {late && `, ${t.clock.pastTarget(targetHours)}`}
    </span>
  );
}
