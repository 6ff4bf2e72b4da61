import type { AdminFooterSettings } from '@kamao/contract/admin/content';
import { FOOTER_SOCIAL_NETWORKS, type FooterData } from '@kamao/contract/api-site';
import type { Db, DbOrTx } from '../../db/client.ts';
import { invalidateCache } from '../../shared-state/invalidated-cache.ts';
import { readSetting, writeSetting } from '../settings/index.ts';

/** Every process keeps the footer in memory (the login check of every page shows it). */
export const FOOTER_CACHE = 'footer';

/*
 * The footer's rating, review link and social links (docs/product/site-and-pages.md#footer):
 * operator settings, so the footer never shows a trust signal the operator did not give. Until the
 * operator saves them the rating is the spec's 4.3 and no link is set.
 */

export function readFooterSettings(db: DbOrTx): Promise<AdminFooterSettings> {
  return readSetting(db, 'footer');
}

/** Saves them; every process reloads its copy when the change commits. */
export async function saveFooterSettings(
  db: Db,
  settings: AdminFooterSettings,
): Promise<AdminFooterSettings> {
  await db.transaction(async (tx) => {
    await writeSetting(tx, 'footer', settings);
    await invalidateCache(tx, FOOTER_CACHE);
  });
  return readFooterSettings(db);
}

/** The footer as the login check hands it out, for the process's cache. */
export async function loadFooter(db: DbOrTx): Promise<FooterData> {
  return presentFooter(await readFooterSettings(db));
}

/** What the footer shows: a link not set is left out, so the footer hides it. */
export function presentFooter(settings: AdminFooterSettings): FooterData {
  return {
    rating: settings.rating,
    ...(settings.reviewUrl && { reviewUrl: settings.reviewUrl }),
    socialLinks: FOOTER_SOCIAL_NETWORKS.filter((network) => settings.socialLinks[network]).map(
      (network) => ({ network, url: settings.socialLinks[network] }),
    ),
  };
}
