import type { SweetAlertIcon } from 'sweetalert2';
import { captionOf } from './dialog-text';

/**
 * A modal with two different ways forward and a way out (SweetAlert2's confirm and deny
 * buttons, and the close button): e.g. 'Insufficient Balance' with Top Up and Convert Balance
 * (spec part 2 §8). Resolves which one the member chose; Escape or the close button dismisses.
 * Every text is shown as typed (titleText, text, escaped captions), like lib/toast.ts.
 */
export async function choiceDialog(options: {
  title: string;
  text: string;
  icon?: SweetAlertIcon;
  confirmText: string;
  denyText: string;
}): Promise<'confirm' | 'deny' | 'dismiss'> {
  const Swal = (await import('sweetalert2')).default;
  const result = await Swal.fire({
    titleText: options.title,
    text: options.text,
    icon: options.icon ?? 'warning',
    showDenyButton: true,
    showCloseButton: true,
    confirmButtonText: captionOf(options.confirmText),
    denyButtonText: captionOf(options.denyText),
  });
  if (result.isConfirmed) return 'confirm';
  if (result.isDenied) return 'deny';
  return 'dismiss';
}
