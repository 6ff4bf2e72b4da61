import type { OfferWallScheme, OfferWallTemplate } from '@kamao/contract/admin/offer-walls';

/**
 * The whole postback URL to give a network: ours, with the scheme's parameters and a
 * {placeholder} where the network puts each value (its panel names its own macros; the operator
 * swaps ours for them). BitLabs appends its hash itself.
 */
export function postbackUrlOf(
  publicOrigin: string,
  wall: { slug: string; scheme: OfferWallScheme; template: OfferWallTemplate | null },
): string {
  const names = parametersOf(wall.scheme, wall.template);
  const query = names.map((name) => `${encodeURIComponent(name)}={${name}}`).join('&');
  return `${publicOrigin}/postback/${wall.slug}${query ? `?${query}` : ''}`;
}

function parametersOf(scheme: OfferWallScheme, template: OfferWallTemplate | null): string[] {
  switch (scheme) {
    case 'md5':
      return ['subId', 'transId', 'reward', 'status', 'signature'];
    case 'lootably':
      return ['userID', 'transactionID', 'ip', 'revenue', 'currencyReward', 'status', 'hash'];
    case 'bitlabs':
      return ['uid', 'tx', 'val', 'type'];
    case 'template':
      if (!template) return [];
      return [
        template.userParam,
        template.transParam,
        template.rewardParam,
        ...(template.statusParam ? [template.statusParam] : []),
        template.signatureParam,
      ];
  }
}
