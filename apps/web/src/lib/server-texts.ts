import * as accountEn from '@kamao/contract/account-texts';
import * as accountHi from '@kamao/contract/account-texts.hi';
import * as advertiserEn from '@kamao/contract/api-advertiser';
import * as advertiserHi from '@kamao/contract/api-advertiser.hi';
import * as authEn from '@kamao/contract/auth-texts';
import * as authHi from '@kamao/contract/auth-texts.hi';
import * as contactEn from '@kamao/contract/contact-texts';
import * as contactHi from '@kamao/contract/contact-texts.hi';
import * as errorEn from '@kamao/contract/error-texts';
import * as errorHi from '@kamao/contract/error-texts.hi';
import * as giftCodeEn from '@kamao/contract/gift-code-texts';
import * as giftCodeHi from '@kamao/contract/gift-code-texts.hi';
import * as payoutAccountEn from '@kamao/contract/payout-account-texts';
import * as payoutAccountHi from '@kamao/contract/payout-account-texts.hi';
import * as privateNetworkEn from '@kamao/contract/private-network';
import * as privateNetworkHi from '@kamao/contract/private-network.hi';
import * as ptcEn from '@kamao/contract/ptc-texts';
import * as ptcHi from '@kamao/contract/ptc-texts.hi';
import * as shortlinkEn from '@kamao/contract/shortlink-texts';
import * as shortlinkHi from '@kamao/contract/shortlink-texts.hi';
import * as validationEn from '@kamao/contract/validation-texts';
import * as validationHi from '@kamao/contract/validation-texts.hi';
import * as walletEn from '@kamao/contract/wallet-texts';
import * as walletHi from '@kamao/contract/wallet-texts.hi';
import { i18next } from './i18n';

/**
 * The server's texts in Hindi (decision 0013 "The server stays English"). The server
 * sends the spec's English error_msg and msg texts, which other clients may rely on; the web
 * shows them in the member's language here, through the contract's pairs: each `*-texts.ts`
 * and its Hindi sibling `*-texts.hi.ts`, where export X has its Hindi as X_HI.
 *
 * A text made by a function ('The minimum withdrawal amount for UPI is ₹50.000. …') is
 * recognised by its fixed parts, and the Hindi function is called with the parts that varied.
 * A text the table does not know (a name, an operator's words, a newer server) is shown as it
 * came.
 */

/** Each contract texts module with its Hindi sibling. A new `*-texts.ts` is added here. */
export const SERVER_TEXT_MODULES: readonly (readonly [en: object, hi: object])[] = [
  [accountEn, accountHi],
  [advertiserEn, advertiserHi],
  [authEn, authHi],
  [contactEn, contactHi],
  [errorEn, errorHi],
  [giftCodeEn, giftCodeHi],
  [payoutAccountEn, payoutAccountHi],
  [privateNetworkEn, privateNetworkHi],
  [ptcEn, ptcHi],
  [shortlinkEn, shortlinkHi],
  [validationEn, validationHi],
  [walletEn, walletHi],
];

type TextFunction = (...args: unknown[]) => string;

interface Matcher {
  pattern: RegExp;
  /** How many arguments the English function takes: group a{i} is argument i. */
  arity: number;
  hindi: TextFunction;
}

interface Table {
  exact: Map<string, string>;
  matchers: Matcher[];
  /** The English side of every pair, for the test that each contract text has its Hindi. */
  english: Set<unknown>;
}

let table: Table | undefined;

/** The server's text in the chosen language: Hindi when Hindi is chosen and the text is known. */
export function translateServerText(text: string): string {
  if (i18next.language !== 'hi') return text;
  const { exact, matchers } = tableNow();
  const known = exact.get(text);
  if (known !== undefined) return known;
  for (const { pattern, arity, hindi } of matchers) {
    const groups = pattern.exec(text)?.groups;
    if (groups) return hindi(...Array.from({ length: arity }, (_, index) => groups[`a${index}`]));
  }
  return text;
}

/** Every English text, object or function paired with a Hindi one (for tests). */
export function pairedEnglishTexts(): ReadonlySet<unknown> {
  return tableNow().english;
}

// Built once, on first Hindi use: a member reading English never pays for it.
function tableNow(): Table {
  if (table) return table;
  const built: Table = { exact: new Map(), matchers: [], english: new Set() };
  for (const [en, hi] of SERVER_TEXT_MODULES) {
    const hiExports = hi as Record<string, unknown>;
    for (const [name, value] of Object.entries(en)) {
      const hindi = hiExports[`${name}_HI`];
      if (hindi !== undefined) addPair(built, value, hindi);
    }
  }
  table = built;
  return built;
}

/** Walks an English value and its Hindi in parallel (objects nest: `status: {Pending: …}`). */
function addPair(into: Table, en: unknown, hi: unknown): void {
  into.english.add(en);
  if (typeof en === 'string' && typeof hi === 'string') {
    if (!into.exact.has(en)) into.exact.set(en, hi);
  } else if (typeof en === 'function' && typeof hi === 'function') {
    const english = en as TextFunction;
    const pattern = patternOf(english);
    if (pattern) into.matchers.push({ pattern, arity: english.length, hindi: hi as TextFunction });
  } else if (isObject(en) && isObject(hi)) {
    for (const [key, value] of Object.entries(en)) addPair(into, value, hi[key]);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

// Private-use characters never occur in a server text, so they mark the arguments safely.
const sentinel = (index: number) => `\uE000${index}\uE001`;
const SENTINEL = /\uE000(\d+)\uE001/g;

/**
 * The regular expression of the texts an English function makes: its fixed parts literally and
 * argument i as the group `a{i}` (a backreference where it appears again). Null when an
 * argument does not appear as it is, since the text could not give it back.
 */
export function patternOf(en: TextFunction): RegExp | null {
  let text: string;
  try {
    text = en(...Array.from({ length: en.length }, (_, index) => sentinel(index)));
  } catch {
    return null;
  }
  const seen = new Set<string>();
  let source = '';
  let last = 0;
  for (const found of text.matchAll(SENTINEL)) {
    const name = `a${found[1]}`;
    source += escapeRegExp(text.slice(last, found.index));
    source += seen.has(name) ? `\\k<${name}>` : `(?<${name}>[\\s\\S]+?)`;
    seen.add(name);
    last = found.index + found[0].length;
  }
  source += escapeRegExp(text.slice(last));
  if (seen.size !== en.length) return null;
  // A text that is mostly its arguments ('${a}: ${b}') would match unrelated server texts.
  const fixed = text.replace(SENTINEL, '').length;
  return fixed >= MIN_FIXED_CHARACTERS ? new RegExp(`^${source}$`) : null;
}

/** The fixed text a function's pattern needs to tell its texts from others. */
const MIN_FIXED_CHARACTERS = 12;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
