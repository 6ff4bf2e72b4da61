import { COUNTDOWN_TICK_MS, TOAST_LONG_MS } from '@kamao/contract/constants';
import { formatCountdown } from '@kamao/contract/format';
import { COUNTDOWN_UNIT_TEXTS } from '../../../lib/countdown-units';
import { textsNow } from '../../../lib/texts';

/**
 * The e-mail change rate-limit toast (docs/product/accounts.md#settings-e-mail-change): 'Please
 * wait before trying again.' with the time remaining, counted down live each second as 'h m s'. The
 * shell's toasts (lib/toast.ts) show fixed text, so this one drives SweetAlert2 itself, in the same
 * place and look (top right, error icon, no confirm button, long variant).
 */
export async function showWaitToast(options: {
  title: string;
  label: string;
  until: number;
}): Promise<void> {
  const Swal = (await import('sweetalert2')).default;
  let timer: number | undefined;
  const units = textsNow(COUNTDOWN_UNIT_TEXTS);
  const remaining = () => formatCountdown(options.until - Date.now(), units);
  await Swal.fire({
    toast: true,
    position: 'top-end',
    icon: 'error',
    // The title as text; the html is our own fixed markup, filled with textContent below.
    titleText: options.title,
    html: '<span data-wait-label></span> <b data-wait-time role="timer"></b>',
    showConfirmButton: false,
    timer: TOAST_LONG_MS,
    timerProgressBar: true,
    didOpen: (popup) => {
      const label = popup.querySelector<HTMLElement>('[data-wait-label]');
      const time = popup.querySelector<HTMLElement>('[data-wait-time]');
      if (label) label.textContent = options.label;
      const tick = () => {
        if (time) time.textContent = remaining();
      };
      tick();
      timer = window.setInterval(tick, COUNTDOWN_TICK_MS);
      popup.addEventListener('mouseenter', () => Swal.stopTimer());
      popup.addEventListener('mouseleave', () => Swal.resumeTimer());
    },
    willClose: () => window.clearInterval(timer),
  });
}
