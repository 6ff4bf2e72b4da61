import {
  OFFERWALL_SECRET_MIN_LENGTH,
  type AdminOfferWall,
} from '@kamao/contract/admin/offer-walls';

/**
 * What makes a wall's postbacks easier to forge than they should be: a secret saved before the
 * minimum length (a member can recover it from their own {secureHash}), and a signature that
 * leaves fields out, trusted only behind the network's addresses.
 */
export function WallWarnings({ wall: w }: { wall: AdminOfferWall }) {
  const unguarded = w.signatureGap !== null && w.allowedIps.length === 0;
  if (!w.secretWeak && !unguarded) return null;
  return (
    <ul className="mt-1 grid gap-1 text-xs">
      {w.secretWeak ? (
        <li className="rounded bg-rose-50 px-2 py-1 font-semibold text-rose-800">
          Weak secret: change it to one of at least {OFFERWALL_SECRET_MIN_LENGTH} characters.
        </li>
      ) : null}
      {unguarded ? (
        <li className="rounded bg-rose-50 px-2 py-1 text-rose-800">
          <span className="font-semibold">
            Postbacks refused until the sender addresses are set:{' '}
          </span>
          {w.signatureGap}
        </li>
      ) : null}
    </ul>
  );
}
