'use client';

/**
 * Who sent a buyer's last request (their name, company, e-mail, phone and destination), kept for
 * this browser session only (sessionStorage: gone when the browser closes) once they have opened
 * My requests or chosen "Request again", so the request form starts with them filled in. Nothing
 * is sent anywhere: the buyer's own page put it there.
 */
export interface QuoteSender {
  name: string;
  company: string;
  email: string;
  phone: string;
  /** The destination (an ISO country code). */
  country: string;
}

const KEY = 'kinglife:quote-sender';
/** The request form's fields a sender fills. */
export const SENDER_FIELDS = ['name', 'company', 'email', 'phone', 'country'] as const;

export function rememberSender(sender: QuoteSender): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(sender));
  } catch {
    // Storage refused: the form starts empty, as before.
  }
}

/** The sender kept for this session, or null. */
export function rememberedSender(): QuoteSender | null {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const values = parsed as Record<string, unknown>;
    return SENDER_FIELDS.every((field) => typeof values[field] === 'string')
      ? (values as unknown as QuoteSender)
      : null;
  } catch {
    return null;
  }
}
