import { afterEach, describe, expect, test } from 'vitest';
import { expectNoEnglish, inHindi } from '../testing/in-hindi';
import { choiceDialog } from './choice-dialog';
import { alertDialog, closeDialog, confirmDialog, toastError, toastSuccess } from './toast';

// Browser features jsdom lacks and SweetAlert2 uses: innerText, which it sets for titleText (a
// browser sets it as text; for one line that is what textContent does), matchMedia, which it asks
// about the colour scheme (nothing matches: a light, still page), and scrollTo (nothing scrolls).
if (!Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'innerText')) {
  Object.defineProperty(HTMLElement.prototype, 'innerText', {
    configurable: true,
    get(this: HTMLElement) {
      return this.textContent;
    },
    set(this: HTMLElement, text: string) {
      this.textContent = text;
    },
  });
}
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;
window.scrollTo = () => undefined;

// The real SweetAlert2, in jsdom: what is asserted is what the member sees in the page.
afterEach(async () => {
  await closeDialog();
  await expect.poll(() => document.querySelector('.swal2-container')).toBeNull();
});

/** The open popup, once SweetAlert2 (loaded on first use) has drawn it. */
async function openPopup(): Promise<HTMLElement> {
  await expect.poll(() => document.querySelector('.swal2-popup')).not.toBeNull();
  return document.querySelector<HTMLElement>('.swal2-popup')!;
}
const titleOf = (popup: HTMLElement) => popup.querySelector('.swal2-title')!;
const textOf = (popup: HTMLElement) => popup.querySelector('.swal2-html-container')!;
const button = (popup: HTMLElement, selector: string) =>
  popup.querySelector<HTMLButtonElement>(selector)!;

// A member's 48-character campaign title that once sent the operator's console elsewhere.
const MARKUP = '<meta http-equiv=refresh content=0;url=//host>';
const IMAGE = '<img class=injected src=x onerror=alert(1)><b class=injected>bold</b>';
/** Elements the markup above would create if it were parsed as HTML. */
const injected = () => document.querySelectorAll('meta, .injected');

describe('toasts', () => {
  test('a success toast shows its text at the top end with the success icon and no button', async () => {
    void toastSuccess('Login Success!');
    const popup = await openPopup();
    expect(titleOf(popup).textContent).toBe('Login Success!');
    expect(popup.classList).toContain('swal2-toast');
    expect(document.querySelector('.swal2-container')!.classList).toContain('swal2-top-end');
    expect(popup.querySelector('.swal2-icon.swal2-success')).not.toBeNull();
    expect(button(popup, '.swal2-confirm').style.display).toBe('none');
  });

  test('an error toast shows the error icon', async () => {
    void toastError('Something went wrong, please try again.', { long: true });
    const popup = await openPopup();
    expect(popup.querySelector('.swal2-icon.swal2-error')).not.toBeNull();
    expect(titleOf(popup).textContent).toBe('Something went wrong, please try again.');
  });

  test('markup in a toast shows as typed and creates no element', async () => {
    void toastError(`Removed ${MARKUP}${IMAGE}`);
    const popup = await openPopup();
    expect(titleOf(popup).textContent).toBe(`Removed ${MARKUP}${IMAGE}`);
    expect(injected()).toHaveLength(0);
  });
});

describe('dialogs', () => {
  test('a confirm dialog resolves true when its confirm button is chosen', async () => {
    const answer = confirmDialog({
      title: 'Are you sure you want to log out?',
      confirmText: 'Confirm',
      cancelText: 'Close',
    });
    const popup = await openPopup();
    expect(titleOf(popup).textContent).toBe('Are you sure you want to log out?');
    expect(button(popup, '.swal2-cancel').textContent).toBe('Close');
    button(popup, '.swal2-confirm').click();
    await expect(answer).resolves.toBe(true);
  });

  test('a confirm dialog resolves false when cancelled', async () => {
    const answer = confirmDialog({ title: 'Sure?', confirmText: 'Yes', cancelText: 'No' });
    button(await openPopup(), '.swal2-cancel').click();
    await expect(answer).resolves.toBe(false);
  });

  test('markup in a confirm dialog title and text shows as typed', async () => {
    void confirmDialog({
      title: `Remove “${MARKUP}”?`,
      text: `Its budget goes back to ${IMAGE}'s deposit wallet.`,
      confirmText: 'Remove',
      cancelText: 'Cancel',
    });
    const popup = await openPopup();
    expect(titleOf(popup).textContent).toBe(`Remove “${MARKUP}”?`);
    expect(textOf(popup).textContent).toBe(`Its budget goes back to ${IMAGE}'s deposit wallet.`);
    expect(injected()).toHaveLength(0);
  });

  test('button captions show as typed too (SweetAlert2 takes them as HTML)', async () => {
    void confirmDialog({ title: 'Sure?', confirmText: IMAGE, cancelText: 'Tom & Jerry' });
    const popup = await openPopup();
    expect(button(popup, '.swal2-confirm').textContent).toBe(IMAGE);
    expect(button(popup, '.swal2-cancel').textContent).toBe('Tom & Jerry');
    expect(injected()).toHaveLength(0);
  });

  test('markup in an alert dialog shows as typed', async () => {
    void alertDialog({ title: MARKUP, text: IMAGE, icon: 'error', confirmText: '<i>OK</i>' });
    const popup = await openPopup();
    expect(titleOf(popup).textContent).toBe(MARKUP);
    expect(textOf(popup).textContent).toBe(IMAGE);
    expect(button(popup, '.swal2-confirm').textContent).toBe('<i>OK</i>');
    expect(injected()).toHaveLength(0);
  });

  test('a choice dialog shows markup as typed and resolves the chosen way', async () => {
    const answer = choiceDialog({
      title: MARKUP,
      text: IMAGE,
      confirmText: 'Top Up',
      denyText: '<b class=injected>Convert</b>',
    });
    const popup = await openPopup();
    expect(button(popup, '.swal2-deny').textContent).toBe('<b class=injected>Convert</b>');
    expect(titleOf(popup).textContent).toBe(MARKUP);
    expect(textOf(popup).textContent).toBe(IMAGE);
    expect(injected()).toHaveLength(0);
    button(popup, '.swal2-deny').click();
    await expect(answer).resolves.toBe('deny');
  });
});

describe('dialogs in Hindi', () => {
  inHindi();

  test("an alert dialog's default button says OK in Hindi", async () => {
    void alertDialog({ title: 'सूचना', text: 'आपका अनुरोध दर्ज हो गया।' });
    const popup = await openPopup();
    expect(button(popup, '.swal2-confirm').textContent).toBe('ठीक है');
    expectNoEnglish(popup);
  });

  test("a choice dialog's close button is named in Hindi", async () => {
    void choiceDialog({
      title: 'बैलेंस कम है',
      text: 'कृपया पहले पैसे जोड़ें।',
      confirmText: 'टॉप अप करें',
      denyText: 'बैलेंस बदलें',
    });
    const popup = await openPopup();
    expect(button(popup, '.swal2-close').getAttribute('aria-label')).toBe('यह डायलॉग बंद करें');
    expectNoEnglish(popup);
  });
});
