import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '../i18n/locales';

/**
 * '2024-03-24' → 'March 24, 2024' (the spec's date style) or '24 مارس 2024', independent of the
 * server's zone.
 */
export function formatDate(isoDate: string, locale: Locale = DEFAULT_LOCALE): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/**
 * Two days as one span, in the spec's date style: 'January 26 – 30, 2027', 'April 28 – May 2, 2027',
 * '26–30 يناير 2027'; one day when they are the same.
 */
export function formatDateRange(first: string, last: string, locale: Locale = DEFAULT_LOCALE): string {
  const day = (isoDate: string) => {
    const [year, month, date] = isoDate.slice(0, 10).split('-').map(Number);
    return new Date(Date.UTC(year, month - 1, date));
  };
  const format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'UTC' });
  return first === last ? format.format(day(first)) : format.formatRange(day(first), day(last));
}

/**
 * A moment as the admin shows it, in Dubai time and saying so: '25 Nov 2026, 14:46 (Dubai)'. The
 * admin has one way to write a moment, and formatAdminDate's for a day.
 */
export function formatDubaiTime(iso: string): string {
  const time = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Dubai',
  }).format(new Date(iso));
  return `${time} (Dubai)`;
}

/** A day as the admin shows it: '2024-03-24' → '24 Mar 2024' (the same style as its moments). */
export function formatAdminDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** A day in the reader's own calendar as 'YYYY-MM-DD' (a date field's value; today by default). */
export function localIsoDate(day: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** Dubai is UTC+4 all year (no daylight saving): the admin's date-time fields are in its time. */
const DUBAI_OFFSET_MS = 4 * 60 * 60 * 1000;

/** A date-time field's 'YYYY-MM-DDTHH:mm[:ss]', read as Dubai time (an invalid Date when it is no such moment). */
export function fromDubaiInput(value: string): Date {
  const [day, time = ''] = value.split('T');
  const [hours, minutes, seconds = '0'] = time.split(':');
  const [year, month, date] = day.split('-').map(Number);
  const utc = Date.UTC(year, month - 1, date, Number(hours), Number(minutes), Number(seconds));
  const moment = new Date(utc - DUBAI_OFFSET_MS);
  // 2026-02-30 would roll over to March: no such day.
  return new Date(utc).getUTCDate() === date ? moment : new Date(NaN);
}

/** A moment as a Dubai date-time field shows it: 'YYYY-MM-DDTHH:mm'. */
export function dubaiInputValue(iso: string): string {
  return new Date(new Date(iso).getTime() + DUBAI_OFFSET_MS).toISOString().slice(0, 16);
}

/** A target month 'YYYY-MM' as its reader says it: 'March 2027', 'مارس 2027'. */
export function formatMonth(month: string, locale: Locale = DEFAULT_LOCALE): string {
  const [year, number] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, number - 1, 1)));
}

/** 'YYYY-MM' of `count` months from `first` ('YYYY-MM') on: a month field's choices. */
export function monthsFrom(first: string, count: number): string[] {
  const [year, month] = first.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(year, month - 1 + i, 1));
    return date.toISOString().slice(0, 7);
  });
}

/** The Dubai day of a moment: 'YYYY-MM-DD'. */
export function dubaiDay(moment: Date = new Date()): string {
  return new Date(moment.getTime() + DUBAI_OFFSET_MS).toISOString().slice(0, 10);
}
