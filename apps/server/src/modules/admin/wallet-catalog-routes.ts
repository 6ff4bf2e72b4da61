import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_GIFT_CODE_ERRORS,
  ADMIN_METHOD_ERRORS,
  adminGiftCodeSchema,
  adminGiftCodeUpdateSchema,
  adminWalletSettingsSchema,
  adminWithdrawalMethodSchema,
  type AdminGiftCode,
  type AdminWalletSettings,
  type AdminWithdrawalMethod,
} from '@kamao/contract/api-admin-wallet';
import { milliToRupees, rupeesToMilli } from '@kamao/contract/money';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isCheckViolation, isUniqueViolation } from '../../db/errors.ts';
import { rowsOf } from '../../db/rows.ts';
import { giftCodes, users, withdrawalMethods } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import {
  getConversionChargeBp,
  getReferralRateBp,
  setConversionChargeBp,
  setReferralRateBp,
} from '../settings/rates.ts';
import { noteAudit, useAdminScope } from './admin-scope.ts';

const idParams = z.object({ id: z.string().trim().min(1).max(64) });

/**
 * What the wallet pages offer, set by the operator (issue 4 "Operator settings"): withdrawal
 * methods with their minimums, gift codes, and the referral and conversion rates.
 */
export const adminWalletCatalogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  useAdminScope(app, db);

  // ---- Withdrawal methods ----

  app.get('/api/admin/withdrawal-methods', async () => ({ methods: await listMethods(db) }));

  app.post(
    '/api/admin/withdrawal-methods',
    { schema: { body: adminWithdrawalMethodSchema } },
    async (request) => {
      const id = newId();
      await refuseDuplicate(() =>
        db.insert(withdrawalMethods).values({
          id,
          ...request.body,
          minimumAmount: rupeesToMilli(request.body.minimumAmount),
        }),
      );
      noteAudit(request, { target: id });
      return { method: await methodById(db, id) };
    },
  );

  app.patch(
    '/api/admin/withdrawal-methods/:id',
    { schema: { params: idParams, body: adminWithdrawalMethodSchema } },
    async (request) => {
      const { id } = request.params;
      await refuseDuplicate(() =>
        db.transaction(async (tx) => {
          const [before] = await tx
            .select({ name: withdrawalMethods.name })
            .from(withdrawalMethods)
            .where(eq(withdrawalMethods.id, id))
            .for('update');
          if (!before) throw notFound(ADMIN_METHOD_ERRORS.notFound);
          await tx
            .update(withdrawalMethods)
            .set({ ...request.body, minimumAmount: rupeesToMilli(request.body.minimumAmount) })
            .where(eq(withdrawalMethods.id, id));
          // Members bind a method by its name: a renamed method stays bound for them.
          if (before.name !== request.body.name) {
            await tx
              .update(users)
              .set({ withdrawalMethod: request.body.name })
              .where(eq(users.withdrawalMethod, before.name));
          }
        }),
      );
      return { method: await methodById(db, id) };
    },
  );

  // ---- Gift codes ----

  app.get('/api/admin/gift-codes', async () => {
    const rows = await db.select().from(giftCodes).orderBy(desc(giftCodes.createdAt)).limit(500);
    return { giftCodes: rows.map(presentGiftCode) };
  });

  app.post('/api/admin/gift-codes', { schema: { body: adminGiftCodeSchema } }, async (request) => {
    const { code, amount, maxClaims, expiresAt, wallet } = request.body;
    const id = newId();
    // Claims match codes without regard to case (gift-codes.ts), so neither may creation.
    const inserted = await db.execute(sql`
      insert into gift_codes (id, code, amount, wallet, max_claims, expires_at)
      select ${id}, ${code}, ${rupeesToMilli(amount)}, ${wallet}, ${maxClaims},
        ${expiresAt ? new Date(expiresAt) : null}
      where not exists (select 1 from gift_codes where lower(code) = lower(${code}))
      on conflict do nothing
      returning id`);
    if (rowsOf(inserted).length === 0) throw conflict(ADMIN_GIFT_CODE_ERRORS.duplicate);
    noteAudit(request, { target: id });
    const [row] = await db.select().from(giftCodes).where(eq(giftCodes.id, id));
    return { giftCode: presentGiftCode(row!) };
  });

  app.patch(
    '/api/admin/gift-codes/:id',
    { schema: { params: idParams, body: adminGiftCodeUpdateSchema } },
    async (request) => {
      const { maxClaims, expiresAt } = request.body;
      const changes: Partial<typeof giftCodes.$inferInsert> = {};
      if (maxClaims !== undefined) changes.maxClaims = maxClaims;
      if (expiresAt !== undefined) changes.expiresAt = expiresAt ? new Date(expiresAt) : null;
      const [current] = await db
        .select()
        .from(giftCodes)
        .where(eq(giftCodes.id, request.params.id));
      if (!current) throw notFound(ADMIN_GIFT_CODE_ERRORS.notFound);
      if (Object.keys(changes).length > 0) {
        // The CHECK (claims_count <= max_claims) refuses a limit below the claims made, even
        // when a claim lands between this read and the update.
        try {
          await db.update(giftCodes).set(changes).where(eq(giftCodes.id, current.id));
        } catch (error) {
          if (isCheckViolation(error)) throw badRequest(ADMIN_GIFT_CODE_ERRORS.belowClaims);
          throw error;
        }
      }
      const [row] = await db.select().from(giftCodes).where(eq(giftCodes.id, current.id));
      return { giftCode: presentGiftCode(row!) };
    },
  );

  // ---- Rates ----

  app.get('/api/admin/wallet-settings', async () => ({ settings: await readRates(db) }));

  app.put(
    '/api/admin/wallet-settings',
    { schema: { body: adminWalletSettingsSchema } },
    async (request) => {
      const body = request.body;
      await db.transaction(async (tx) => {
        await setReferralRateBp(tx, body.referralRateBp);
        await setConversionChargeBp(
          tx,
          'depositToWithdraw',
          body.conversionChargeDepositToWithdrawBp,
        );
        await setConversionChargeBp(
          tx,
          'withdrawToDeposit',
          body.conversionChargeWithdrawToDepositBp,
        );
      });
      return { settings: await readRates(db) };
    },
  );
};

async function readRates(db: DbOrTx): Promise<AdminWalletSettings> {
  const [referralRateBp, depositToWithdraw, withdrawToDeposit] = await Promise.all([
    getReferralRateBp(db),
    getConversionChargeBp(db, 'depositToWithdraw'),
    getConversionChargeBp(db, 'withdrawToDeposit'),
  ]);
  return {
    referralRateBp,
    conversionChargeDepositToWithdrawBp: depositToWithdraw,
    conversionChargeWithdrawToDepositBp: withdrawToDeposit,
  };
}

async function listMethods(db: DbOrTx): Promise<AdminWithdrawalMethod[]> {
  const [methods, bound] = await Promise.all([
    db
      .select()
      .from(withdrawalMethods)
      .orderBy(asc(withdrawalMethods.position), asc(withdrawalMethods.name)),
    db
      .select({ name: users.withdrawalMethod, n: count() })
      .from(users)
      .groupBy(users.withdrawalMethod),
  ]);
  const boundBy = new Map(bound.map((b) => [b.name, b.n]));
  return methods.map((m) => ({
    id: m.id,
    name: m.name,
    details: m.details,
    minimumAmount: milliToRupees(m.minimumAmount),
    enabled: m.enabled,
    position: m.position,
    boundMembers: boundBy.get(m.name) ?? 0,
  }));
}

async function methodById(db: DbOrTx, id: string): Promise<AdminWithdrawalMethod> {
  const method = (await listMethods(db)).find((m) => m.id === id);
  if (!method) throw notFound(ADMIN_METHOD_ERRORS.notFound);
  return method;
}

async function refuseDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ADMIN_METHOD_ERRORS.duplicate);
    throw error;
  }
}

function presentGiftCode(row: typeof giftCodes.$inferSelect): AdminGiftCode {
  return {
    id: row.id,
    code: row.code,
    amount: milliToRupees(row.amount),
    wallet: row.wallet,
    maxClaims: row.maxClaims,
    claimsCount: row.claimsCount,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
