import type { Tx } from '../../db/client.ts';
import { createShortener } from './shortener-catalog.ts';

/**
 * The demo's short links: this site's own built-in shortener (an interstitial page with a wait),
 * so Start & Earn works after `npm start` without any network's API key.
 */
/** The home page's FAQ, where the demo explains how a short link is completed. */
const DEMO_HOW_TO_COMPLETE = '/#FAQs';

export const DEMO_SHORTENERS = [
  {
    name: 'Kamao Quick Link',
    domain: 'quick.kamao.local',
    provider: 'builtin',
    apiUrl: '',
    apiKey: '',
    reward: 0.25,
    clicksPerDay: 5,
    cooldownMinutes: 1,
    minSeconds: 15,
    howToCompleteUrl: DEMO_HOW_TO_COMPLETE,
    enabled: true,
  },
  {
    name: 'Kamao Long Link',
    domain: 'long.kamao.local',
    provider: 'builtin',
    apiUrl: '',
    apiKey: '',
    reward: 0.5,
    clicksPerDay: 3,
    cooldownMinutes: 60,
    minSeconds: 30,
    howToCompleteUrl: DEMO_HOW_TO_COMPLETE,
    enabled: true,
  },
] as const;

/** The built-in shortener: the short-link flow works with no third party. */
export async function seedShortLinks(tx: Tx): Promise<void> {
  for (const shortener of DEMO_SHORTENERS) await createShortener(tx, shortener);
}
