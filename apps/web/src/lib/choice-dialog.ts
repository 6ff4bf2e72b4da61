import type { SweetAlertIcon } from 'sweetalert2';
import { captionOf, DIALOG_TEXTS } from './dialog-text';
import { textsNow } from './texts';

/**
 * A modal with two different ways forward and a way out (SweetAlert2's confirm and deny
 * buttons, and the close button): e.g. 'Insufficient Balance' with Top Up and Convert Balance
 * (docs/product/common.md#toasts-and-dialogs). Resolves which one the member chose; Escape or the
 * close button dismisses. Every text is shown as typed (titleText, text, escaped captions), like
 * lib/toast.ts.
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
    // SweetAlert2 names its close button in English; the member's language instead.
    closeButtonAriaLabel: textsNow(DIALOG_TEXTS).close,
    confirmButtonText: captionOf(options.confirmText),
    denyButtonText: captionOf(options.denyText),
  });
  if (result.isConfirmed) return 'confirm';
  if (result.isDenied) return 'deny';
  return 'dismiss';
}
