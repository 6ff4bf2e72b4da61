import { z } from 'zod';
import type { ApiRoute } from '../api-route.ts';
import { EARNING_SOURCES } from '../api-dashboard.ts';

/*
 * Risk for the operator (docs/product/risk.md): members linked by what they share, groups of
 * strongly linked members ordered by the money at stake, each member's score with its reasons,
 * and the rules. Amounts are rupees on the wire.
 */

export const RISK_SIGNAL_KINDS = [
  'device',
  'payoutAccount',
  'address',
  'network',
  'referrer',
  'email',
] as const;
export type RiskSignalKindName = (typeof RISK_SIGNAL_KINDS)[number];

export const VPN_POLICIES = ['allow', 'flag', 'refuse'] as const;

const memberRef = z.object({ id: z.string(), userName: z.string() });

/** The sources of a group's earnings: the dashboard's, and gift codes (a farm claims each once). */
export const RISK_EARNING_SOURCES = [...EARNING_SOURCES, 'gift_code'] as const;

export const riskGroupSchema = z.object({
  id: z.string(),
  /** The highest score among its members. */
  score: z.number().int(),
  /** Withdrawable, deposit and pending withdrawals of the group's members, rupees. */
  atStake: z.number(),
  members: z.array(memberRef),
  /** What two or more of its members share. */
  signals: z.array(z.object({ kind: z.enum(RISK_SIGNAL_KINDS), value: z.string() })),
  /** When an operator marked it reviewed; null when never or when a newer signal came. */
  reviewedAt: z.string().nullable(),
  /** What its members earned from each source, all time, together; rupees. */
  earningsBySource: z.array(z.object({ source: z.enum(RISK_EARNING_SOURCES), amount: z.number() })),
  /** Referrals between two of its members: who brought whom. */
  referrals: z.array(z.object({ referrer: memberRef, referred: memberRef })),
});
export type RiskGroup = z.infer<typeof riskGroupSchema>;

export const memberRiskSchema = z.object({
  score: z.number().int(),
  reasons: z.array(z.string()),
  linked: z.array(memberRef.extend({ via: z.array(z.string()) })),
});
export type MemberRisk = z.infer<typeof memberRiskSchema>;

export const riskRulesSchema = z.strictObject({
  maxAccountsPerDevice: z.coerce.number().int().min(1, 'At least 1 account').max(100),
  linkedReferralIncome: z.boolean(),
  vpnPolicy: z.enum(VPN_POLICIES),
  holdAboveScore: z.coerce.number().int().min(1).max(101),
});
export type RiskRules = z.infer<typeof riskRulesSchema>;

export const riskRulesUpdateSchema = riskRulesSchema.partial();

export const riskMemberParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });
export const riskGroupParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

/** Banning a group: one reason for all its members, kept in the audit log. */
export const riskGroupBanSchema = z.strictObject({
  reason: z.string().trim().min(3, 'Write the reason for the ban').max(500),
});

/** What a group action changed; amounts in rupees. */
export const riskGroupHoldAnswerSchema = z.object({ held: z.number().int() });
export const riskGroupBanAnswerSchema = z.object({ banned: z.number().int() });
export const riskGroupTakeBackAnswerSchema = z.object({
  /** Referral income taken back from the group's members, in all. */
  takenBack: z.number(),
  /** The part of it their balances could not cover, now owed. */
  debt: z.number(),
});

export const RISK_ERRORS = {
  groupNotFound: 'No such group.',
  memberNotFound: 'No such member.',
} as const;

/** The console's Risk tab; every write is in the audit log. */
export const riskAdminRoutes = {
  /** Groups of strongly linked members, the most money at stake first. */
  riskGroups: {
    method: 'GET',
    path: '/api/admin/risk/groups',
    auth: 'admin',
    answer: z.object({ groups: z.array(riskGroupSchema) }),
  },
  memberRisk: {
    method: 'GET',
    path: '/api/admin/members/:id/risk',
    auth: 'admin',
    params: riskMemberParamsSchema,
    answer: memberRiskSchema,
  },
  riskRules: {
    method: 'GET',
    path: '/api/admin/risk/rules',
    auth: 'admin',
    answer: riskRulesSchema,
  },
  riskRulesUpdate: {
    method: 'PATCH',
    path: '/api/admin/risk/rules',
    auth: 'admin',
    body: riskRulesUpdateSchema,
    answer: riskRulesSchema,
  },
  /** Quiet until a signal newer than now. */
  riskGroupReviewed: {
    method: 'POST',
    path: '/api/admin/risk/groups/:id/reviewed',
    auth: 'admin',
    params: riskGroupParamsSchema,
    answer: z.object({ ok: z.literal(true) }),
  },
  /** Holds the group's pending withdrawals: they stay Pending to the member and are not paid. */
  riskGroupHold: {
    method: 'POST',
    path: '/api/admin/risk/groups/:id/hold',
    auth: 'admin',
    params: riskGroupParamsSchema,
    answer: riskGroupHoldAnswerSchema,
  },
  /** Bans every member of the group with one reason (an administrator is never banned). */
  riskGroupBan: {
    method: 'POST',
    path: '/api/admin/risk/groups/:id/ban',
    auth: 'admin',
    params: riskGroupParamsSchema,
    body: riskGroupBanSchema,
    answer: riskGroupBanAnswerSchema,
  },
  /** Takes back, through the ledger, referral income one member earned from another of the group. */
  riskGroupTakeBackReferrals: {
    method: 'POST',
    path: '/api/admin/risk/groups/:id/take-back-referrals',
    auth: 'admin',
    params: riskGroupParamsSchema,
    answer: riskGroupTakeBackAnswerSchema,
  },
} as const satisfies Record<string, ApiRoute>;
