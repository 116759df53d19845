import { HONEYPOT_FIELD } from '@/lib/validation/patterns';

/** The hidden field's value in the submitted form (people leave it empty). */
export function honeypotValue(event?: { target?: unknown }): string {
  const form = event?.target;
  if (!(form instanceof HTMLFormElement)) return '';
  const field = form.elements.namedItem(HONEYPOT_FIELD);
  return field instanceof HTMLInputElement ? field.value : '';
}
