/**
 * A toast like lib/toast.ts's, for the few spec texts that stay a set time other than 3 s or
 * 10 s: signup errors 4 s, the password mismatch 5 s (docs/product/common.md#toasts-and-dialogs).
 */
export async function toastFor(
  icon: 'success' | 'error' | 'warning',
  message: string,
  timerMs: number,
): Promise<void> {
  const Swal = (await import('sweetalert2')).default;
  await Swal.fire({
    toast: true,
    position: 'top-end',
    icon,
    // Text, never HTML: the message may be a server's error text (lib/toast.ts).
    titleText: message,
    showConfirmButton: false,
    timer: timerMs,
    timerProgressBar: true,
    didOpen: (popup) => {
      popup.addEventListener('mouseenter', () => Swal.stopTimer());
      popup.addEventListener('mouseleave', () => Swal.resumeTimer());
    },
  });
}

/** A toast with a title and a line of text under it ('Error!' and the message). */
export async function toastWithText(
  icon: 'success' | 'error',
  title: string,
  text: string,
  timerMs = 3000,
): Promise<void> {
  const Swal = (await import('sweetalert2')).default;
  await Swal.fire({
    toast: true,
    position: 'top-end',
    icon,
    titleText: title,
    text,
    showConfirmButton: false,
    timer: timerMs,
    timerProgressBar: true,
  });
}
