import type { z } from 'zod';
import type {
  AdminOfferWall,
  OfferWallScheme,
  OfferWallTemplate,
  adminOfferWallUpdateSchema,
} from '@kamao/contract/admin/offer-walls';

/** What each scheme is, in one line (contract admin/offer-walls.ts). */
export const SCHEME_HELP: Record<OfferWallScheme, string> = {
  md5: 'Revlum, CPX and their family: subId, transId, reward, status (1 credit, 2 chargeback), signature = md5(subId + transId + reward + secret).',
  lootably:
    'Lootably: userID, transactionID, ip, revenue, currencyReward, status (1 credit, 0 reversal), hash = sha256(userID + ip + revenue + currencyReward + secret).',
  bitlabs:
    'BitLabs: uid, tx, val, type (RECONCILIATION reverses), hash = HMAC-SHA1 of the full URL without hash, keyed by the secret.',
  template: 'Your own: name the parameters and the hash recipe below.',
};

type TemplateDraft = Record<keyof OfferWallTemplate, string>;

export interface OfferWallDraft {
  name: string;
  slug: string;
  urlTemplate: string;
  scheme: OfferWallScheme;
  secret: string;
  allowedIps: string;
  rewardMultiplier: string;
  holdAbove: string;
  holdDays: string;
  /** Rupees; empty: no maximum. */
  maxRewardPerTransaction: string;
  enabled: boolean;
  successText: string;
  template: TemplateDraft;
}

const NEW_TEMPLATE: TemplateDraft = {
  userParam: 'user_id',
  transParam: 'trans_id',
  rewardParam: 'amount',
  statusParam: 'status',
  creditValue: '1',
  chargebackValue: '2',
  signatureParam: 'signature',
  algorithm: 'md5',
  hashInput: '{user_id}{trans_id}{amount}{secret}',
};

export const NEW_WALL: OfferWallDraft = {
  name: '',
  slug: '',
  urlTemplate: 'https://',
  scheme: 'md5',
  secret: '',
  allowedIps: '',
  rewardMultiplier: '1',
  holdAbove: '0',
  holdDays: '0',
  maxRewardPerTransaction: '',
  enabled: true,
  successText: '',
  template: NEW_TEMPLATE,
};

export const wallDraftOf = (w: AdminOfferWall): OfferWallDraft => ({
  name: w.name,
  slug: w.slug,
  urlTemplate: w.urlTemplate,
  scheme: w.scheme,
  secret: '',
  allowedIps: w.allowedIps.join('\n'),
  rewardMultiplier: String(w.rewardMultiplier),
  holdAbove: String(w.holdAbove),
  holdDays: String(w.holdDays),
  maxRewardPerTransaction:
    w.maxRewardPerTransaction === null ? '' : String(w.maxRewardPerTransaction),
  enabled: w.enabled,
  successText: w.successText,
  template: w.template ? { ...w.template } : NEW_TEMPLATE,
});

/** The body a draft sends; an empty secret on an edit keeps the saved one. */
export function offerWallBodyOf(editing: boolean) {
  return ({ secret, allowedIps, template, ...rest }: OfferWallDraft) => ({
    ...rest,
    allowedIps: allowedIps
      .split(/[\s,]+/)
      .map((ip) => ip.trim())
      .filter(Boolean),
    template: rest.scheme === 'template' ? template : null,
    ...(secret || !editing ? { secret } : {}),
  });
}

/** What a save sends: a new wall's whole body, or an edit's fields. */
export type OfferWallBody = z.output<typeof adminOfferWallUpdateSchema>;
