import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client.ts';
import { accounts, transfers } from '../db/schema/index.ts';
import { lockMemberAccounts, systemAccountIds, type LockedMemberAccount } from './accounts.ts';
import { IdempotencyConflictError, InsufficientFundsError } from './errors.ts';
import type { AccountRef, MemberAccountKind, TransferKind } from './kinds.ts';
import { DOMAIN_EVENTS_CHANNEL, eventPayload } from '../db/domain-events.ts';
import { balanceChangedEvent } from './balance-event.ts';
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
export function postMovement(handle: DbOrTx, legs: readonly Leg[]): Promise<MovementResult> {
  checkLegs(legs);
  return inTransaction(handle, async (tx) => {
    const locked = await lockMemberAccounts(tx, memberRefsOf(legs));
    return applyLegs(tx, legs, locked);
  });
}

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
    return applyLegs(tx, legs, locked);
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

async function applyLegs(
  tx: Tx,
  legs: readonly Leg[],
  locked: readonly LockedMemberAccount[],
): Promise<MovementResult> {
  // Every system account of the movement in one query (not one per leg, nor several at once
  // on the transaction's one connection).
  const systemIds = await systemAccountIds(
    tx,
    legs.flatMap((leg) => [leg.from, leg.to]).flatMap((ref) => (isMember(ref) ? [] : [ref.system])),
  );
  const accountId = (ref: AccountRef) =>
    isMember(ref)
      ? locked.find((a) => a.ownerId === ref.member && a.kind === ref.wallet)!.id
      : systemIds.get(ref.system)!;
  const resolved = legs.map((leg) => ({
    leg,
    debitId: accountId(leg.from),
    creditId: accountId(leg.to),
  }));

  // Every leg in one statement (one round trip however many legs). A key already there is
  // skipped; a replay is fine only if every key was there, for the very same movement.
  const rows = await tx
    .insert(transfers)
    .values(
      resolved.map(({ leg, debitId, creditId }) => ({
        kind: leg.kind,
        debitAccountId: debitId,
        creditAccountId: creditId,
        amount: leg.amount,
        idempotencyKey: leg.key,
        memberId: leg.memberId ?? memberOf(leg),
        relatedMemberId: leg.relatedMemberId,
        metadata: leg.metadata,
      })),
    )
    .onConflictDoNothing({ target: transfers.idempotencyKey })
    .returning({ id: transfers.id, key: transfers.idempotencyKey });
  if (rows.length === 0) return replayOf(tx, resolved);
  if (rows.length < resolved.length) {
    const taken = resolved.find(({ leg }) => !rows.some((row) => row.key === leg.key))!;
    throw new IdempotencyConflictError(taken.leg.key);
  }
  const inserted = resolved.map(({ leg }) => rows.find((row) => row.key === leg.key)!.id);

  await applyBalanceChanges(tx, resolved, locked);
  return { replayed: false, transferIds: inserted };
}

function memberOf(leg: Leg): string | undefined {
  if (isMember(leg.to)) return leg.to.member;
  if (isMember(leg.from)) return leg.from.member;
  return undefined;
}

async function replayOf(
  tx: Tx,
  resolved: readonly { leg: Leg; debitId: bigint; creditId: bigint }[],
): Promise<MovementResult> {
  const keys = resolved.map((r) => r.leg.key);
  const existing = await tx.select().from(transfers).where(inArray(transfers.idempotencyKey, keys));
  const ids: bigint[] = [];
  for (const { leg, debitId, creditId } of resolved) {
    const row = existing.find((t) => t.idempotencyKey === leg.key);
    const same =
      row &&
      row.kind === leg.kind &&
      row.debitAccountId === debitId &&
      row.creditAccountId === creditId &&
      row.amount === leg.amount;
    if (!same) throw new IdempotencyConflictError(leg.key);
    ids.push(row.id);
  }
  return { replayed: true, transferIds: ids };
}

async function applyBalanceChanges(
  tx: Tx,
  resolved: readonly { leg: Leg; debitId: bigint; creditId: bigint }[],
  locked: readonly LockedMemberAccount[],
): Promise<void> {
  // Net change per member account, so a multi-leg movement touches each row once.
  const delta = new Map<bigint, bigint>();
  for (const { leg, debitId, creditId } of resolved) {
    if (isMember(leg.from)) delta.set(debitId, (delta.get(debitId) ?? 0n) - leg.amount);
    if (isMember(leg.to)) delta.set(creditId, (delta.get(creditId) ?? 0n) + leg.amount);
  }
  const changes = locked.flatMap((account) => {
    const change = delta.get(account.id);
    return change === undefined || change === 0n ? [] : [{ account, change }];
  });
  if (changes.length === 0) return;
  // Open pages show the new balance (user_balance_updated); the notice leaves on commit only.
  const notices = [...new Set(changes.map(({ account }) => account.ownerId))].map((memberId) => {
    const balance = (kind: MemberAccountKind) => {
      const row = locked.find((a) => a.ownerId === memberId && a.kind === kind);
      return row ? row.balance + (delta.get(row.id) ?? 0n) : 0n;
    };
    return eventPayload(
      balanceChangedEvent(memberId, {
        withdrawable: balance('withdrawable'),
        deposit: balance('deposit'),
        debt: balance('debt'),
      }),
    );
  });
  // One statement, one round trip, for every account the movement changes and the members'
  // notices: a debit only where the balance covers it (the rows are locked, so the balance read
  // here is the one updated), and the notices only when every change was made (a refusal rolls
  // back anyway). PostgreSQL computes a CTE with a volatile function in full, never inlined, so
  // every pg_notify runs though only their count is read; `materialized` says it.
  const result = await tx.execute(sql`
    with changed as (
      update ${accounts} set balance = ${accounts.balance} + d.change
      from (values ${sql.join(
        changes.map(({ account, change }) => sql`(${account.id}::bigint, ${change}::bigint)`),
        sql`, `,
      )}) as d(id, change)
      where ${accounts.id} = d.id and (d.change > 0 or ${accounts.balance} >= -d.change)
      returning ${accounts.id} as id
    ), notified as materialized (
      select pg_notify(${DOMAIN_EVENTS_CHANNEL}, payload)
      from unnest(array[${sql.join(
        notices.map((payload) => sql`${payload}`),
        sql`, `,
      )}]::text[]) as payload
      where (select count(*) from changed) = ${changes.length}
    )
    select array(select id::text from changed) as ids, (select count(*) from notified) as notified`);
  const [row] = rowsOf<{ ids: unknown }>(result);
  if (!Array.isArray(row?.ids)) throw new Error('The balance update answered no list of ids');
  const updatedIds = new Set(row.ids.map(String));
  const short = changes.find(({ account }) => !updatedIds.has(String(account.id)));
  if (short) throw new InsufficientFundsError(short.account.ownerId, short.account.kind);
}

/** A single-leg movement. */
export function transfer(handle: DbOrTx, leg: Leg): Promise<MovementResult> {
  return postMovement(handle, [leg]);
}
