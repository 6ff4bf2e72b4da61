import type { Tx } from '../../db/client.ts';
import { memberWallet, systemAccount } from '../../ledger/kinds.ts';
import { postMovement, type Leg } from '../../ledger/post-movement.ts';
import type { MatchRow } from './match-record.ts';

/**
 * The money of a match (docs/product/tic-tac-toe.md#money), always in the transaction that records
 * what happened. The entry fee moves from the deposit wallet into game escrow; a result pays the
 * prize into the winner's withdrawable wallet (kind bettingGames, an earning) and the rest of the
 * escrow to the house; a draw, an abort, a cancel or a search time-out refunds each fee to the
 * deposit wallet it came from. Keys name the match, so a replay moves nothing twice.
 */

export const entryFeeKey = (matchId: string, memberId: string) => `game:${matchId}:fee:${memberId}`;

/** Throws InsufficientFundsError when the deposit wallet does not cover the fee. */
export async function chargeEntryFee(
  tx: Tx,
  matchId: string,
  memberId: string,
  fee: bigint,
): Promise<void> {
  if (fee === 0n) return;
  await postMovement(tx, [
    {
      kind: 'entry_fee',
      from: memberWallet(memberId, 'deposit'),
      to: systemAccount('game_escrow'),
      amount: fee,
      key: entryFeeKey(matchId, memberId),
      metadata: { matchId },
    },
  ]);
}

export interface Settlement {
  prizePaid: bigint;
  houseShare: bigint;
  refunded: bigint;
}

const NOTHING: Settlement = { prizePaid: 0n, houseShare: 0n, refunded: 0n };

/** Pays the winner and the house from both fees. */
export async function payWinner(tx: Tx, match: MatchRow, winnerId: string): Promise<Settlement> {
  if (match.entryFee === 0n) return NOTHING;
  const escrow = match.entryFee * 2n;
  const houseShare = escrow - match.prize;
  const legs: Leg[] = [];
  if (match.prize > 0n) {
    legs.push({
      kind: 'bettingGames',
      from: systemAccount('game_escrow'),
      to: memberWallet(winnerId, 'withdrawable'),
      amount: match.prize,
      key: `game:${match.id}:prize`,
      metadata: { matchId: match.id },
    });
  }
  if (houseShare > 0n) {
    legs.push({
      kind: 'game_commission',
      from: systemAccount('game_escrow'),
      to: systemAccount('fees'),
      amount: houseShare,
      key: `game:${match.id}:house`,
      memberId: winnerId,
      metadata: { matchId: match.id },
    });
  }
  if (legs.length > 0) await postMovement(tx, legs);
  return { prizePaid: match.prize, houseShare, refunded: 0n };
}

/** Gives every player of the match their fee back. */
export async function refundFees(tx: Tx, match: MatchRow): Promise<Settlement> {
  if (match.entryFee === 0n) return NOTHING;
  const players = [match.playerX, match.playerO].filter((id): id is string => id !== null);
  await postMovement(
    tx,
    players.map((memberId) => ({
      kind: 'entry_refund' as const,
      from: systemAccount('game_escrow'),
      to: memberWallet(memberId, 'deposit'),
      amount: match.entryFee,
      key: `game:${match.id}:refund:${memberId}`,
      metadata: { matchId: match.id },
    })),
  );
  return { prizePaid: 0n, houseShare: 0n, refunded: match.entryFee * BigInt(players.length) };
}
