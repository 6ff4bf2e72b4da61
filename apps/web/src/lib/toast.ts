import { TOAST_LONG_MS, TOAST_MS } from '@kamao/contract/constants';
import type { SweetAlertIcon, SweetAlertOptions } from 'sweetalert2';
import { captionOf, DIALOG_TEXTS } from './dialog-text';
import { textsNow } from './texts';

/**
 * Toasts and dialogs, all SweetAlert2 (docs/design.md#the-stack-and-why). The library is loaded on
 * first use, or as soon as a form is used (preloadDialogsOnFirstFormUse), never with the first
 * screen.
 *
 * Every text given here is shown as text: SweetAlert2 parses `title` and `html` as HTML, so these
 * helpers only ever set `titleText` and `text`, and escape the buttons' captions (HTML only).
 * Messages carry member data (a campaign title, a userName, a server's error text), and markup
 * in one must show as typed, not run in the page.
 */
const loadSwal = () => import('sweetalert2').then((module) => module.default);

export function preloadDialogs(): void {
  void loadSwal().catch(() => {
    // Offline: the next toast tries again.
  });
}

/**
 * Loads the dialogs when the visitor first starts on a form (a focus or a tap inside one), so a
 * form's answer shows without waiting for the library, while a visit that only reads (the home
 * page) never downloads it (docs/architecture.md#the-first-visit). Any other toast loads it on
 * first use.
 */
export function preloadDialogsOnFirstFormUse(root: Document = document): void {
  const events = ['focusin', 'pointerdown'] as const;
  const onUse = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest('form')) return;
    for (const name of events) root.removeEventListener(name, onUse, true);
    preloadDialogs();
  };
  for (const name of events) root.addEventListener(name, onUse, true);
}

export interface ToastOptions {
  /** The long variant stays 10 s instead of 3 s (docs/product/common.md#toasts-and-dialogs). */
  long?: boolean;
}

/** A toast at the top right: success or error icon, no confirm button, 3 s or 10 s; plain text. */
export async function showToast(
  icon: Extract<SweetAlertIcon, 'success' | 'error' | 'warning' | 'info'>,
  message: string,
  options: ToastOptions = {},
): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({
    toast: true,
    position: 'top-end',
    icon,
    titleText: message,
    showConfirmButton: false,
    timer: options.long ? TOAST_LONG_MS : TOAST_MS,
    timerProgressBar: true,
    didOpen: (popup) => {
      // Reading a long message: hovering holds the toast.
      popup.addEventListener('mouseenter', () => Swal.stopTimer());
      popup.addEventListener('mouseleave', () => Swal.resumeTimer());
    },
  });
}

export function toastSuccess(message: string, options?: ToastOptions): Promise<void> {
  return showToast('success', message, options);
}

export function toastError(message: string, options?: ToastOptions): Promise<void> {
  return showToast('error', message, options);
}

export interface ConfirmOptions {
  /** Plain text (shown as SweetAlert2's titleText). */
  title: string;
  /** Plain text. */
  text?: string;
  confirmText: string;
  cancelText: string;
  icon?: SweetAlertIcon;
  /** The confirm button is red: the action removes, refuses or stops something. */
  destructive?: boolean;
}

/** A modal question; resolves true only when the confirm button was chosen. */
export async function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  const Swal = await loadSwal();
  const settings: SweetAlertOptions = {
    titleText: options.title,
    icon: options.icon ?? 'question',
    showCancelButton: true,
    confirmButtonText: captionOf(options.confirmText),
    cancelButtonText: captionOf(options.cancelText),
    reverseButtons: false,
    focusCancel: true,
    // The theme's confirm colour is the green of going ahead; a destructive step is red.
    ...(options.destructive && { confirmButtonColor: 'var(--color-rose-700)' }),
  };
  if (options.text) settings.text = options.text;
  const result = await Swal.fire(settings);
  return result.isConfirmed;
}

/** A modal message with one button (notices, instructions); title and text are plain text. */
export async function alertDialog(options: {
  title: string;
  text: string;
  icon?: SweetAlertIcon;
  confirmText?: string;
  /**
   * Closes by itself after this long (e.g. the withdraw page's 5 s dialogs,
   * docs/product/common.md#toasts-and-dialogs).
   */
  timerMs?: number;
}): Promise<void> {
  const Swal = await loadSwal();
  await Swal.fire({
    titleText: options.title,
    text: options.text,
    icon: options.icon ?? 'info',
    // 'OK' in the member's language unless the caller names its button.
    confirmButtonText: captionOf(options.confirmText ?? textsNow(DIALOG_TEXTS).ok),
    ...(options.timerMs ? { timer: options.timerMs, timerProgressBar: true } : {}),
  });
}

/** Closes the open modal, if any (a page that moves on by itself, e.g. after a 5 s notice). */
export async function closeDialog(): Promise<void> {
  const Swal = await loadSwal();
  Swal.close();
}
