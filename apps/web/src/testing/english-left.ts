/**
 * Finds English a member would read on a page shown in Hindi (a test fails when a member
 * page shows an English text with Hindi chosen, except names and amounts:
 * docs/product/languages.md).
 *
 * It reads what a member reads: the text of visible elements, and the words a screen reader
 * or a form shows (aria-label, placeholder, title, alt, the value of buttons). Content an
 * operator or member wrote (ad titles, names, codes, remarks) is marked `translate="no"`, the
 * HTML way of saying "not to be translated", and is skipped; so are e-mail addresses and web
 * addresses, and the proper names in ALLOWED_WORDS.
 *
 * The function is self-contained: journeys hand it to Playwright's page.evaluate, which sends
 * its source text to the browser, and unit tests call it on a jsdom container.
 */
export function englishLeftIn(root: Element, allowed: readonly string[]): string[] {
  const allowedWords = new Set(allowed.map((word) => word.toLowerCase()));
  const found = new Set<string>();

  function hiddenOrSkipped(element: Element): boolean {
    if (element.closest('[translate="no"], script, style, noscript, template, svg')) return true;
    if (element.closest('[hidden], [aria-hidden="true"]')) return true;
    const view = element.ownerDocument.defaultView;
    if (!view) return false;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = view.getComputedStyle(node);
      if (style.display === 'none' || style.visibility === 'hidden') return true;
    }
    return false;
  }

  function check(text: string): void {
    const cleaned = text
      .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
      .replace(/(https?:\/\/|www\.)\S+/g, ' ')
      .replace(/\b[\w-]+(\.[\w-]+)*\.(com|in|org|net|io|example)(\/\S*)?/g, ' ');
    // Two or more Latin letters in a row make an English word; single letters are the x/o of
    // a board, units and initials.
    for (const word of cleaned.match(/[A-Za-z][A-Za-z']+/g) ?? []) {
      if (!allowedWords.has(word.toLowerCase())) found.add(text.trim().slice(0, 120));
    }
  }

  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || hiddenOrSkipped(parent)) continue;
    check(node.textContent);
  }
  const attributes = ['aria-label', 'placeholder', 'title', 'alt', 'aria-description'];
  const selector =
    attributes.map((name) => `[${name}]`).join(',') + ',input[type=submit],input[type=button]';
  for (const element of Array.from(root.querySelectorAll(selector))) {
    if (hiddenOrSkipped(element)) continue;
    for (const name of attributes) {
      const value = element.getAttribute(name);
      if (value) check(value);
    }
    // A button's value is its label; what a member typed into a box is theirs.
    const isButton = element instanceof HTMLInputElement && /^(submit|button)$/.test(element.type);
    if (isButton && element.value) check(element.value);
  }
  return [...found];
}

/**
 * Proper names members read in Latin letters in a Hindi page too: the site, payment methods,
 * apps and games by their own names, and abbreviations Hindi uses as they are.
 */
export const WORDS_KEPT_IN_HINDI = [
  'Kamao',
  'UPI',
  'Paytm',
  'PhonePe',
  'Google',
  'WhatsApp',
  'Telegram',
  'YouTube',
  'Tic',
  'Tac',
  'Toe',
  'Ludo',
  'WinGo',
  'Casino',
  'PTC',
  'ID',
  'OTP',
  'IFSC',
  'Chrome',
  'Firefox',
  'Edge',
  'Safari',
  'iPhone',
] as const;
