'use client';

import { HONEYPOT_FIELD } from '@/lib/validation/patterns';
import { useFormId } from './Form';
import styles from './Form.module.css';

/** A field people never see or fill; bots that fill every field give themselves away. */
export function Honeypot({ label }: { label: string }) {
  const id = `${useFormId()}-${HONEYPOT_FIELD}`;
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** The honeypot's value in the submitted form (people leave it empty). */
export function honeypotValue(event?: { target?: unknown }): string {
  const form = event?.target;
  if (!(form instanceof HTMLFormElement)) return '';
  const field = form.elements.namedItem(HONEYPOT_FIELD);
  return field instanceof HTMLInputElement ? field.value : '';
}
