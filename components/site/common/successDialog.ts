import styles from './successDialog.module.css';

/** The sweetalert2 'Success!' dialog in the site's colours; loaded only when needed. */
export async function showSuccessDialog(text: {
  title: string;
  text: string;
  button: string;
}): Promise<void> {
  const { default: Swal } = await import('sweetalert2');
  await Swal.fire({
    icon: 'success',
    title: text.title,
    text: text.text,
    confirmButtonText: text.button,
    buttonsStyling: false,
    iconColor: 'var(--leaf)',
    customClass: {
      popup: styles.popup,
      title: styles.title,
      htmlContainer: styles.text,
      confirmButton: styles.confirm,
    },
  });
}
