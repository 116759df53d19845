/** Where a control's tooltip lines up: centred under it by default, or with its start or end edge. */
export type TipAlign = 'start' | 'end';

export interface IconNamedProps {
  'aria-label': string;
  'data-tip': string;
  'data-tip-align'?: TipAlign;
}

/**
 * The name of a button or link that shows only an icon: its `aria-label`, and the same words as the
 * tooltip a sighted user sees on hover and on keyboard focus (`data-tip`, drawn by the tooltip rules
 * of app/styles/globals.css; WCAG 2.5.3). `align` lines the tooltip up with the control's start or
 * end edge, for a control near the side of the screen, so that it never reaches past it.
 *
 *   <button type="button" {...iconNamed(text.close, 'end')}><X aria-hidden /></button>
 */
export function iconNamed(label: string, align?: TipAlign): IconNamedProps {
  return align
    ? { 'aria-label': label, 'data-tip': label, 'data-tip-align': align }
    : { 'aria-label': label, 'data-tip': label };
}
