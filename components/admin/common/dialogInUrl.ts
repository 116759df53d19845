'use client';

import { ADMIN_QUERY } from '@/lib/routing/routes';

/**
 * A link that opens an item's dialog (routes.adminEdit, e.g. the Translations screen's
 * Translate): ?edit=<id> names the item, &field=<name> the field to focus in its dialog. Read
 * from the address bar when a screen mounts (client only; no Suspense boundary needed).
 */
export function dialogInUrl(): { id: number | null; field: string | null } {
  if (typeof window === 'undefined') return { id: null, field: null };
  const params = new URLSearchParams(window.location.search);
  const id = Number(params.get(ADMIN_QUERY.edit));
  return { id: Number.isSafeInteger(id) && id > 0 ? id : null, field: params.get(ADMIN_QUERY.field) || null };
}

/** Takes ?edit= and ?field= out of the address (their dialog has closed), with no step for Back. */
export function forgetDialogInUrl(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(ADMIN_QUERY.edit) && !url.searchParams.has(ADMIN_QUERY.field)) return;
  url.searchParams.delete(ADMIN_QUERY.edit);
  url.searchParams.delete(ADMIN_QUERY.field);
  window.history.replaceState(window.history.state, '', url);
}

/** Whether the URL's field is one of the texts behind a dialog's "Show the Arabic translation". */
export function arabicSectionInUrl(): boolean {
  const { field } = dialogInUrl();
  return field !== null && field.endsWith('Ar') && !field.endsWith('AltAr');
}

/** Focuses the URL's field in a dialog that has just opened, and scrolls it into view. */
export function focusFieldInUrl(focus: (name: string) => void): void {
  const { field } = dialogInUrl();
  if (!field) return;
  focus(field);
  const element = document.getElementsByName(field)[0];
  element?.scrollIntoView?.({ block: 'center' });
}
