'use client';

import { X } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { useEffect, useId, useRef } from 'react';
import styles from './Dialog.module.css';
import { iconNamed } from './iconNamed';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

let openCount = 0;

/**
 * The one dialog of the site and the admin, on the native <dialog> opened with showModal(): it
 * sits in the top layer and makes the page behind it inert. On top of what the browser gives, it
 * keeps Tab inside, closes on Escape and on a click on the backdrop (both through `onClose`, so
 * the owner's state stays the truth), locks the page's scrolling and returns focus to whatever
 * opened it. Named by `title` (a heading it renders) or, without a visible title, by `label`.
 */
export function Dialog({
  open,
  onClose,
  id,
  title,
  label,
  closeLabel,
  variant = 'modal',
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  id?: string;
  title?: React.ReactNode;
  label?: string;
  /** The accessible name of the header's close button (none is drawn without it). */
  closeLabel?: string;
  /** 'modal': a centred card; 'sheet': the whole screen (the small-screen menu). */
  variant?: 'modal' | 'sheet';
  className?: string;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      openCount += 1;
      document.documentElement.dataset.dialogOpen = 'true';
      return () => {
        dialog.close();
        openCount -= 1;
        if (openCount === 0) delete document.documentElement.dataset.dialogOpen;
        // Back to the control that opened it, unless that is gone or focus moved on (a link).
        const target = opener.current;
        if (target?.isConnected && (document.activeElement === document.body || !document.activeElement)) {
          target.focus();
        }
      };
    }
  }, [open]);

  const keepFocusInside = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    // A nested dialog (e.g. an image preview inside a form) keeps its own Tab inside.
    if (event.key !== 'Tab' || event.defaultPrevented) return;
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      id={id}
      className={`${styles.dialog} ${styles[variant]}${className ? ` ${className}` : ''}`}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      onCancel={(event) => {
        // A dialog opened inside this one (an image preview) handles its own Escape: React passes
        // its cancel event up to this one too.
        if (event.target !== event.currentTarget) return;
        // Escape: the owner decides (it sets open to false, which closes the element).
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the dialog element itself, not its content, is a click on the backdrop.
        if (event.target === event.currentTarget && variant === 'modal') onClose();
      }}
      onKeyDown={keepFocusInside}
    >
      {open && (
        <div className={styles.body}>
          {(title || closeLabel) && (
            <header className={styles.header}>
              {title && (
                <h2 id={titleId} className={styles.title}>
                  {title}
                </h2>
              )}
              {closeLabel && (
                <button
                  type="button"
                  className={styles.close}
                  onClick={onClose}
                  {...iconNamed(closeLabel, 'end')}
                >
                  <Icon node={X} aria-hidden size={22} />
                </button>
              )}
            </header>
          )}
          {children}
        </div>
      )}
    </dialog>
  );
}
