import type { AdminShortener } from '@kamao/contract/admin/shorteners';
import type {
  shortLinkDataAnswerSchema,
  shortLinkLastPageAnswerSchema,
} from '@kamao/contract/api-earning';
import { milliToRupees } from '@kamao/contract/money';
import { SHORTLINK_CLAIMED_MESSAGE } from '@kamao/contract/shortlink-texts';
import type { z } from 'zod';
import { effectiveApiUrl, type ShortenerWithClaims } from './shortener-catalog.ts';
import { timeText, type ShortLinkList } from './short-link-list.ts';

/**
 * The Click Short Link page as the spec names it, amounts in rupees
 * (docs/product/short-links.md#calls-and-fields).
 */
export function presentShortLinkList(
  list: ShortLinkList,
): z.infer<typeof shortLinkDataAnswerSchema> {
  return {
    msg: {
      today_shortLinkIncome: milliToRupees(list.todayIncome),
      totalLinks: list.cards.length,
      completedClick: list.completedClicks,
      pendingClick: list.pendingClicks,
      pendingEarnings: milliToRupees(list.pendingEarnings),
      userAvailableBalance: milliToRupees(list.availableBalance),
      shortedLinksData: list.cards.map((card) => ({
        shortnerName: card.name,
        shortnerDomain: card.domain,
        time: timeText(card.minSeconds),
        amount: milliToRupees(card.reward),
        how_to_complete: card.howToCompleteUrl,
        isDisable: card.disabled,
        expireTimer: card.cooldownEndsAt,
        completedClicks: card.completed,
        how_much_click_allow: card.clicksPerDay,
      })),
      other_data_shortLink_instructions: list.instructions,
    },
  };
}

export function presentClaim(amount: bigint): z.infer<typeof shortLinkLastPageAnswerSchema> {
  return { message: SHORTLINK_CLAIMED_MESSAGE, amount: milliToRupees(amount) };
}

/** The console's row: the key shows its last 4 characters only. */
export function presentShortener(row: ShortenerWithClaims): AdminShortener {
  return {
    _id: row.id,
    name: row.name,
    domain: row.domain,
    provider: row.provider,
    apiUrl: row.apiUrl,
    effectiveApiUrl: row.provider === 'builtin' ? '' : effectiveApiUrl(row),
    apiKeyHint: row.apiKey ? row.apiKey.slice(-4) : '',
    reward: milliToRupees(row.reward),
    clicksPerDay: row.clicksPerDay,
    cooldownMinutes: row.cooldownMinutes,
    minSeconds: row.minSeconds,
    howToCompleteUrl: row.howToCompleteUrl,
    enabled: row.enabled,
    claimsToday: row.claimsToday,
    claimsTotal: row.claimsTotal,
    createdAt: row.createdAt.toISOString(),
  };
}
