import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { inTransaction } from '../../ledger/transaction.ts';
import { invalidateCache } from '../../shared-state/invalidated-cache.ts';
import { readSetting, writeSetting } from '../settings/index.ts';

/**
 * The operator's ad-network snippets (docs/product/ptc-ads.md#operator; the spec's "ad-network
 * scripts injected on the waiting ... and the verification pages"): HTML that members' browsers
 * render on the ad pages. The server stores and answers them and lets their script hosts through
 * the content security policy; it never runs them.
 */
export interface AdSnippets {
  waitingPage: string;
  verificationPage: string;
}

export async function readAdSnippets(db: DbOrTx): Promise<AdSnippets> {
  const [waitingPage, verificationPage] = await Promise.all([
    readSetting(db, 'ptc_waiting_page_snippet'),
    readSetting(db, 'ptc_verification_page_snippet'),
  ]);
  return { waitingPage, verificationPage };
}

/** Saves both snippets together and tells every process's policy cache after the commit. */
export async function writeAdSnippets(db: DbOrTx, snippets: AdSnippets): Promise<void> {
  await inTransaction(db, async (tx) => {
    await writeSetting(tx, 'ptc_waiting_page_snippet', snippets.waitingPage);
    await writeSetting(tx, 'ptc_verification_page_snippet', snippets.verificationPage);
    await invalidateCache(tx, AD_SCRIPT_SOURCES_CACHE);
  });
}

const SCRIPT_SRC = /<script\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
// A plain host name: no wildcard, comma, semicolon or quote can reach the policy header.
const PLAIN_HOST =
  /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** The https origin a `<script src>` loads from, or null when it is not a plain https host. */
function scriptOrigin(raw: string): string | null {
  const src = raw.startsWith('//') ? `https:${raw}` : raw;
  if (!URL.canParse(src)) return null;
  const url = new URL(src);
  if (url.protocol !== 'https:' || !PLAIN_HOST.test(url.hostname)) return null;
  return url.origin;
}

const scriptSources = (html: string) =>
  [...html.matchAll(SCRIPT_SRC)].map((m) => (m[1] ?? m[2] ?? m[3] ?? '').trim());

/**
 * The https origins the snippets load scripts from (`<script src>`, protocol-relative included).
 * Inline scripts are not allowed by the policy; an operator pastes the network's loader tag.
 */
export function scriptOriginsOf(html: string): string[] {
  const origins = new Set<string>();
  for (const src of scriptSources(html)) {
    const origin = scriptOrigin(src);
    if (origin) origins.add(origin);
  }
  return [...origins];
}

/** The `<script src>` values that are not a plain https address (refused when saving). */
export function unusableScriptSources(html: string): string[] {
  return scriptSources(html).filter((src) => scriptOrigin(src) === null);
}

export const unusableScriptText = (src: string) =>
  `The script address ${src.slice(0, 200)} cannot be used: ad scripts must load from a plain https address such as https://ads.example.com/tag.js.`;

/**
 * The operator's new snippets: refused (400) when a `<script src>` is not a plain https address,
 * since its host would widen every ad page's content security policy.
 */
export async function saveAdSnippets(db: DbOrTx, snippets: AdSnippets): Promise<void> {
  const unusable = unusableScriptSources(`${snippets.waitingPage}\n${snippets.verificationPage}`);
  if (unusable.length > 0) throw badRequest(unusableScriptText(unusable[0]!));
  await writeAdSnippets(db, snippets);
}

export const AD_SCRIPT_SOURCES_CACHE = 'ad-script-sources';

/**
 * The snippets' script origins for the content security policy, as a space-separated CSP source
 * list: loaded by InvalidatedCache (shared-state/), so a save in any process reaches all.
 */
export async function loadAdScriptSources(db: DbOrTx): Promise<string> {
  const snippets = await readAdSnippets(db);
  return scriptOriginsOf(`${snippets.waitingPage}\n${snippets.verificationPage}`).join(' ');
}
