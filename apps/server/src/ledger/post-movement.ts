import { inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client.ts';
import { driverError } from '../db/errors.ts';
import { transfers } from '../db/schema/index.ts';
import { lockMemberAccounts, type LockedMemberAccount } from './accounts.ts';
import { IdempotencyConflictError, InsufficientFundsError, UnknownAccountError } from './errors.ts';
import type { AccountRef, TransferKind } from './kinds.ts';
import { rowsOf } from '../db/rows.ts';
import { inTransaction } from './transaction.ts';

/** One leg of a movement: `amount` milli-rupees from `from` to `to`. */
export interface Leg {
  kind: TransferKind;
  from: AccountRef;
  to: AccountRef;
  amount: bigint;
  /** Unique per leg; a replay with the same key moves nothing. */
  key: string;
  /** The member the leg is about (defaults to the member side of the leg). */
  memberId?: string;
  relatedMemberId?: string;
  metadata?: Record<string, unknown>;
}

export interface MovementResult {
  /** True when every leg had been applied before (an idempotent replay). */
  replayed: boolean;
  transferIds: bigint[];
}

type MemberRef = Extract<AccountRef, { member: string }>;
const isMember = (ref: AccountRef): ref is MemberRef => 'member' in ref;

/**
 * Applies all legs of one movement atomically: the transfer rows and the member balance
 * updates commit together or not at all (docs/design.md#money-and-the-ledger). Member accounts are
 * locked in id order first; every debit is conditional, so a wallet can never go below zero even
 * under concurrent requests. Replaying the same keys with the same legs is a no-op; the same keys
 * with different legs throw IdempotencyConflictError.
 *
 * In a caller's transaction, an error of the ledger must end that transaction: a refused
 * movement may have written some of its rows before it found out.
 */
export function postMovement(
  handle: DbOrTx,
  legs: readonly Leg[],
  options: MovementOptions = {},
): Promise<MovementResult> {
  checkLegs(legs);
  return applyLegs(handle, legs, options.select ?? selectAlone);
}

/** Sends `select <expression> as answer` and gives back the driver's result. */
export type SelectAnswer = (handle: DbOrTx, expression: SQL) => Promise<unknown>;

export interface MovementOptions {
  /**
   * How the movement's statement is sent; by default alone. A caller may send more in that one
   * statement: a request's count against its limit, which refuses the movement when over it
   * (shared-state/counted-hit.ts).
   */
  select?: SelectAnswer | undefined;
}

const selectAlone: SelectAnswer = (handle, expression) =>
  handle.execute(sql`select ${expression} as answer`);

/**
 * A movement whose legs depend on the members' balances (what a chargeback can take, what an
 * earning owes to a debt): the members' accounts are locked first, then buildLegs sees them as
 * they are and no other movement can change them before these legs apply.
 */
export function postMovementOnLocked(
  handle: DbOrTx,
  members: readonly string[],
  buildLegs: (
    locked: readonly LockedMemberAccount[],
    tx: Tx,
  ) => Promise<readonly Leg[] | { replayed: bigint[] }>,
): Promise<MovementResult> {
  return inTransaction(handle, async (tx) => {
    const locked = await lockMemberAccounts(
      tx,
      members.map((member) => ({ member, wallet: 'withdrawable' as const })),
    );
    const built = await buildLegs(locked, tx);
    if ('replayed' in built) return { replayed: true, transferIds: built.replayed };
    const legs = built;
    checkLegs(legs);
    for (const ref of memberRefsOf(legs)) {
      if (!locked.some((a) => a.ownerId === ref.member && a.kind === ref.wallet)) {
        throw new Error(`Leg touches ${ref.member} ${ref.wallet}, which was not locked first`);
      }
    }
    return applyLegs(tx, legs, selectAlone);
  });
}

/** Ids of the transfers already posted under these keys (or their debt-repayment legs). */
export async function postedTransferIds(tx: DbOrTx, keys: readonly string[]): Promise<bigint[]> {
  const all = keys.flatMap((key) => [key, `${key}:debt-repayment`]);
  const rows = await tx
    .select({ id: transfers.id })
    .from(transfers)
    .where(inArray(transfers.idempotencyKey, all));
  return rows.map((row) => row.id);
}

function checkLegs(legs: readonly Leg[]): void {
  if (legs.length === 0) throw new Error('A movement needs at least one leg');
  for (const leg of legs) {
    if (leg.amount <= 0n) throw new RangeError(`Leg ${leg.key} must move a positive amount`);
  }
  // Each leg is found by its key (the insert's answer, a replay); two alike would be one.
  if (new Set(legs.map((leg) => leg.key)).size < legs.length) {
    throw new RangeError('The legs of a movement need distinct keys');
  }
}

const memberRefsOf = (legs: readonly Leg[]) => legs.flatMap((l) => [l.from, l.to]).filter(isMember);

/** The function's answer (migration 0024): transfer ids in leg order, as decimal strings. */
interface PostedAnswer {
  replayed: boolean;
  ids: string[];
}

/**
 * The movement itself, in one statement: the database function ledger_post_movement locks the
 * members' accounts in id order, inserts the legs (a key already there is skipped), checks a
 * replay, applies each account's net change with every debit conditional on the balance, and
 * writes the members' balance notices to the event outbox, which the process's relay sends after
 * the commit (db/event-outbox.ts; open pages show the new balance). Outside a
 * transaction that is one round trip, the request's limit counted in it; inside one it is part of
 * it. Its refusals come back as errors with our own codes, turned here into the ledger's errors.
 */
async function applyLegs(
  handle: DbOrTx,
  legs: readonly Leg[],
  select: SelectAnswer,
): Promise<MovementResult> {
  const payload = legs.map((leg) => ({
    kind: leg.kind,
    ...refFields('from', leg.from),
    ...refFields('to', leg.to),
    amount: leg.amount.toString(),
    key: leg.key,
    memberId: leg.memberId ?? memberOf(leg),
    relatedMemberId: leg.relatedMemberId,
    metadata: leg.metadata,
  }));
  let answer: PostedAnswer;
  try {
    const [row] = rowsOf<{ answer: PostedAnswer | string }>(
      await select(handle, sql`ledger_post_movement(${JSON.stringify(payload)}::jsonb)`),
    );
    answer = typeof row!.answer === 'string' ? JSON.parse(row!.answer) : row!.answer;
  } catch (error) {
    throw ledgerRefusal(error) ?? error;
  }
  return { replayed: answer.replayed, transferIds: answer.ids.map((id) => BigInt(id)) };
}

const refFields = (side: 'from' | 'to', ref: AccountRef) =>
  isMember(ref)
    ? { [`${side}Member`]: ref.member, [`${side}Wallet`]: ref.wallet }
    : { [`${side}System`]: ref.system };

/** The ledger's error for a refusal the database function raised, if it is one. */
function ledgerRefusal(error: unknown): Error | undefined {
  const { code, message = '' } = driverError(error);
  if (code === 'KL001') return new IdempotencyConflictError(message);
  if (code === 'KL002') {
    const [memberId = '', wallet = ''] = message.split('\t');
    return new InsufficientFundsError(memberId, wallet);
  }
  if (code === 'KL003') return new UnknownAccountError(`member ${message} wallet`);
  return undefined;
}

function memberOf(leg: Leg): string | undefined {
  if (isMember(leg.to)) return leg.to.member;
  if (isMember(leg.from)) return leg.from.member;
  return undefined;
}

/** A single-leg movement. */
export function transfer(handle: DbOrTx, leg: Leg): Promise<MovementResult> {
  return postMovement(handle, [leg]);
}
