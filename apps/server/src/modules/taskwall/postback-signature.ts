import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { OfferWallScheme, OfferWallTemplate } from '@kamao/contract/admin/offer-walls';

/**
 * Reads and verifies a network's postback (docs/product/task-walls.md#postbacks). Each scheme names
 * where the member, the transaction, the reward and the status are, and how the signature is made;
 * the presets are the conventions of the networks such sites use.
 */
export interface PostbackWall {
  scheme: OfferWallScheme;
  secret: string;
  template: OfferWallTemplate | null;
}

export interface PostbackRequest {
  parameters: Record<string, string>;
  /** The full URL the network called (public origin, path and query) for URL-signing schemes. */
  fullUrl: string;
}

export interface ReadPostback {
  memberId: string;
  transactionId: string;
  /** The reward as the network wrote it (its own unit). */
  reward: string;
  kind: 'credit' | 'chargeback';
}

export type PostbackReading =
  | { ok: true; postback: ReadPostback }
  | { ok: false; refusal: 'missingParameter' | 'badSignature' };

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const sha = (algorithm: string, text: string) => createHash(algorithm).update(text).digest('hex');
const hmac = (algorithm: string, key: string, text: string) =>
  createHmac(algorithm, key).update(text).digest('hex');

/** Constant-time comparison of hex digests, case-insensitive. */
export function sameDigest(expected: string, given: string): boolean {
  const a = Buffer.from(expected.toLowerCase());
  const b = Buffer.from(given.trim().toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The URL without its `hash` parameter, byte for byte otherwise (BitLabs signs it so). */
export function urlWithoutHash(fullUrl: string): string {
  const at = fullUrl.indexOf('?');
  if (at < 0) return fullUrl;
  const kept = fullUrl
    .slice(at + 1)
    .split('&')
    .filter(
      (pair) =>
        pair !== '' && decodeURIComponent(pair.split('=')[0]!.replaceAll('+', ' ')) !== 'hash',
    );
  return kept.length > 0 ? `${fullUrl.slice(0, at)}?${kept.join('&')}` : fullUrl.slice(0, at);
}

/** The parameters of the URL's query, the first of a repeated name winning. */
function signedQuery(fullUrl: string): Record<string, string> {
  const at = fullUrl.indexOf('?');
  const out: Record<string, string> = {};
  if (at < 0) return out;
  for (const [name, value] of new URLSearchParams(fullUrl.slice(at + 1))) {
    if (!(name in out)) out[name] = value;
  }
  return out;
}

function fields(parameters: Record<string, string>, names: string[]): string[] | undefined {
  const values = names.map((name) => parameters[name]);
  return values.every((v): v is string => typeof v === 'string' && v !== '') ? values : undefined;
}

export function readPostback(wall: PostbackWall, request: PostbackRequest): PostbackReading {
  const p = request.parameters;
  const missing = { ok: false, refusal: 'missingParameter' } as const;
  const bad = { ok: false, refusal: 'badSignature' } as const;
  switch (wall.scheme) {
    case 'md5': {
      const values = fields(p, ['subId', 'transId', 'reward', 'signature']);
      if (!values) return missing;
      const [subId, transId, reward, signature] = values as [string, string, string, string];
      if (!sameDigest(md5(subId + transId + reward + wall.secret), signature)) return bad;
      const kind = p.status === '2' ? 'chargeback' : 'credit';
      return { ok: true, postback: { memberId: subId, transactionId: transId, reward, kind } };
    }
    case 'lootably': {
      const values = fields(p, ['userID', 'transactionID', 'revenue', 'currencyReward', 'hash']);
      if (!values) return missing;
      const [userId, transactionId, revenue, reward, hash] = values as [
        string,
        string,
        string,
        string,
        string,
      ];
      const ip = p.ip ?? '';
      if (!sameDigest(sha('sha256', userId + ip + revenue + reward + wall.secret), hash)) {
        return bad;
      }
      const kind = p.status === '0' ? 'chargeback' : 'credit';
      return { ok: true, postback: { memberId: userId, transactionId, reward, kind } };
    }
    case 'bitlabs': {
      // BitLabs signs its URL: only the query is read, never an (unsigned) body.
      const q = signedQuery(request.fullUrl);
      const values = fields(q, ['uid', 'tx', 'val', 'hash']);
      if (!values) return missing;
      const [uid, tx, val, hash] = values as [string, string, string, string];
      if (!sameDigest(hmac('sha1', wall.secret, urlWithoutHash(request.fullUrl)), hash)) {
        return bad;
      }
      // A reconciliation (its val negative) is the only reversal; a negative val otherwise is a
      // bad reward, refused by the intake.
      const kind = q.type === 'RECONCILIATION' ? 'chargeback' : 'credit';
      return { ok: true, postback: { memberId: uid, transactionId: tx, reward: val, kind } };
    }
    case 'template': {
      const t = wall.template;
      if (!t) return bad;
      const values = fields(p, [t.userParam, t.transParam, t.rewardParam, t.signatureParam]);
      if (!values) return missing;
      const [memberId, transactionId, reward, signature] = values as [
        string,
        string,
        string,
        string,
      ];
      const input = t.hashInput.replaceAll(/\{([A-Za-z0-9_.[\]-]+)\}/g, (_, name: string) =>
        name === 'secret' ? wall.secret : (p[name] ?? ''),
      );
      const expected = t.algorithm.startsWith('hmac-')
        ? hmac(t.algorithm.slice(5), wall.secret, input)
        : sha(t.algorithm, input);
      if (!sameDigest(expected, signature)) return bad;
      const status = t.statusParam ? p[t.statusParam] : undefined;
      const kind = status !== undefined && status === t.chargebackValue ? 'chargeback' : 'credit';
      return { ok: true, postback: { memberId, transactionId, reward, kind } };
    }
  }
}
