import { createHash, createHmac } from 'node:crypto';

/**
 * Postbacks built exactly as the networks send them (docs/product/task-walls.md#postbacks): the
 * query string of each preset with its signature, for the server tests and the journeys.
 */
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const query = (parameters: Record<string, string>) => new URLSearchParams(parameters).toString();

/** Revlum / CPX style: signature = md5(subId + transId + reward + secret); status 1 or 2. */
export function md5Postback(
  slug: string,
  secret: string,
  p: { subId: string; transId: string; reward: string; status?: '1' | '2' },
): string {
  const signature = md5(p.subId + p.transId + p.reward + secret);
  return `/postback/${slug}?${query({ ...p, status: p.status ?? '1', signature })}`;
}

/** Lootably: hash = sha256(userID + ip + revenue + currencyReward + secret); status 1 or 0. */
export function lootablyPostback(
  slug: string,
  secret: string,
  p: {
    userID: string;
    transactionID: string;
    ip: string;
    revenue: string;
    currencyReward: string;
    status?: '1' | '0';
  },
): string {
  const hash = sha256(p.userID + p.ip + p.revenue + p.currencyReward + secret);
  return `/postback/${slug}?${query({ ...p, status: p.status ?? '1', offerName: 'Survey', hash })}`;
}

/** BitLabs: hash = HMAC-SHA1 of the full URL without hash, keyed by the secret, appended last. */
export function bitlabsPostback(
  origin: string,
  slug: string,
  secret: string,
  p: { uid: string; tx: string; val: string; type?: string },
): string {
  const path = `/postback/${slug}?${query({ ...p, type: p.type ?? 'COMPLETE', raw: '1.20' })}`;
  const hash = createHmac('sha1', secret).update(`${origin}${path}`).digest('hex');
  return `${path}&hash=${hash}`;
}
