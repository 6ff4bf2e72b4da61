import type { OfferWallScheme, OfferWallTemplate } from '@kamao/contract/admin/offer-walls';

/**
 * Whether a wall's postback signature alone proves the network sent it. A signature must cover
 * the member, the transaction and the status, and a member must not be able to compute it. When
 * it does not, only the network's addresses (allowedIps) make its postbacks trustworthy, so such a
 * wall cannot be enabled without them (docs/product/task-walls.md#postbacks).
 *
 * - md5 preset: md5(subId + transId + reward + secret) leaves the status out, and without
 *   separators characters move between transId and reward under one signature ("T-1" + "55"
 *   signs as "T-15" + "5").
 * - Lootably: sha256(userID + ip + revenue + currencyReward + secret) leaves out the transaction
 *   and the status: a seen hash credits again under any new transactionID.
 * - BitLabs: HMAC-SHA1 of the whole URL, which carries every field: covered.
 * - template: as its recipe says; md5 of "{x}-{secret}" is the wall address's {secureHash},
 *   which every member reads from their own address.
 */
export function signatureGap(wall: {
  scheme: OfferWallScheme;
  template: OfferWallTemplate | null;
}): string | null {
  switch (wall.scheme) {
    case 'md5':
      return 'The md5 preset signs neither the status nor where the transaction id ends and the reward begins.';
    case 'lootably':
      return 'Lootably signs neither the transaction id nor the status.';
    case 'bitlabs':
      return null;
    case 'template':
      return wall.template ? templateGap(wall.template) : 'The template has no hash recipe.';
  }
}

const PLACEHOLDER = /\{([A-Za-z0-9_.[\]-]+)\}/g;

function templateGap(t: OfferWallTemplate): string | null {
  const recipe = t.hashInput.trim();
  if (t.algorithm === 'md5' && /^\{[A-Za-z0-9_.[\]-]+\}-\{secret\}$/.test(recipe)) {
    return 'The recipe is the wall address’s {secureHash}, which members see in their own address.';
  }
  const named = new Set([...recipe.matchAll(PLACEHOLDER)].map((m) => m[1]));
  const left = [
    [t.userParam, 'the member'],
    [t.transParam, 'the transaction'],
    ...(t.statusParam ? [[t.statusParam, 'the status']] : []),
  ].filter(([param]) => !named.has(param));
  if (left.length > 0) {
    return `The recipe leaves out ${left.map(([param, what]) => `${what} ({${param}})`).join(', ')}.`;
  }
  if (!t.algorithm.startsWith('hmac-') && !named.has('secret')) {
    return 'The recipe does not contain {secret}, so anyone can compute it.';
  }
  // Two parameters side by side: characters can move from one to the other, signed the same.
  if (/\}\{/.test(recipe.replaceAll('{secret}', '\u0000'))) {
    return 'The recipe puts parameters side by side with nothing between them.';
  }
  return null;
}
