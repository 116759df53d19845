/**
 * The site's alerts and confirmations: sweetalert2 in the site's colours and type, loaded only
 * when one is shown. One module for the public forms' success message and the admin's alerts.
 */
import styles from './alerts.module.css';

export interface AlertText {
  title: string;
  text: string;
  /** The confirm button's words (default 'OK'). */
  confirm?: string;
  /** A cancel button's words: the alert becomes a question. */
  cancel?: string;
}

/** Shows an alert; resolves true when it was confirmed (false when cancelled or dismissed). */
export async function showAlert(
  icon: 'success' | 'error' | 'warning' | 'question',
  text: AlertText,
  { danger = false }: { danger?: boolean } = {},
): Promise<boolean> {
  const { default: Swal } = await import('sweetalert2');
  // Over an open modal <dialog> (the top layer, with the page behind it inert) the alert must live
  // inside that dialog to be seen and reached.
  const openDialogs = document.querySelectorAll<HTMLDialogElement>('dialog[open]');
  const result = await Swal.fire({
    target: openDialogs[openDialogs.length - 1] ?? document.body,
    icon,
    title: text.title,
    text: text.text,
    confirmButtonText: text.confirm ?? 'OK',
    showCancelButton: text.cancel !== undefined,
    cancelButtonText: text.cancel,
    reverseButtons: true,
    focusCancel: danger,
    buttonsStyling: false,
    iconColor: icon === 'success' ? 'var(--leaf)' : icon === 'error' ? 'var(--clay-700)' : 'var(--saffron)',
    customClass: {
      popup: styles.popup,
      title: styles.title,
      htmlContainer: styles.text,
      actions: styles.actions,
      confirmButton: danger ? `${styles.confirm} ${styles.danger}` : styles.confirm,
      cancelButton: styles.cancel,
    },
  });
  return result.isConfirmed;
}

/** A question with two answers besides dismissing it: which button was pressed ('dismiss': neither). */
export async function askChoice(text: {
  title: string;
  text: string;
  confirm: string;
  deny: string;
  cancel: string;
}): Promise<'confirm' | 'deny' | 'dismiss'> {
  const { default: Swal } = await import('sweetalert2');
  const openDialogs = document.querySelectorAll<HTMLDialogElement>('dialog[open]');
  const result = await Swal.fire({
    target: openDialogs[openDialogs.length - 1] ?? document.body,
    icon: 'warning',
    title: text.title,
    text: text.text,
    confirmButtonText: text.confirm,
    showDenyButton: true,
    denyButtonText: text.deny,
    showCancelButton: true,
    cancelButtonText: text.cancel,
    buttonsStyling: false,
    iconColor: 'var(--saffron)',
    customClass: {
      popup: styles.popup,
      title: styles.title,
      htmlContainer: styles.text,
      actions: styles.actions,
      confirmButton: styles.confirm,
      denyButton: styles.cancel,
      cancelButton: styles.cancel,
    },
  });
  return result.isConfirmed ? 'confirm' : result.isDenied ? 'deny' : 'dismiss';
}

/** The public forms' 'Success!' dialog. */
export function showSuccessDialog(text: { title: string; text: string; button: string }): Promise<boolean> {
  return showAlert('success', { title: text.title, text: text.text, confirm: text.button });
}
