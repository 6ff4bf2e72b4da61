import { z } from 'zod';
import type { ApiRoute } from '../api-route.ts';

/*
 * Members for the operator: find them (userName, e-mail, name or mobile; case-insensitive),
 * see their balances, ban and unban them. Amounts are rupees on the wire (money.ts); times are
 * ISO date-times.
 */

export const adminMembersQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const adminMemberParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const MEMBER_STATUSES = ['active', 'banned'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** One row of the member list. */
export const adminMemberSchema = z.object({
  id: z.string(),
  userName: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  role: z.enum(['member', 'admin']),
  status: z.enum(MEMBER_STATUSES),
  createdAt: z.string(),
  referrerUserName: z.string().nullable(),
  withdrawable: z.number(),
  deposit: z.number(),
  /** What the member owes after chargebacks their balance could not cover (0: nothing). */
  debt: z.number(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

/** One page of members, newest first. */
export const adminMembersPageSchema = z.object({
  members: z.array(adminMemberSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminMembersPage = z.infer<typeof adminMembersPageSchema>;

/** Ban and unban answer the member's new state; `changed` is false when it already was so. */
export const adminMemberStatusAnswerSchema = z.object({
  member: z.object({ id: z.string(), userName: z.string(), status: z.enum(MEMBER_STATUSES) }),
  changed: z.boolean(),
});
export type AdminMemberStatusAnswer = z.infer<typeof adminMemberStatusAnswerSchema>;

/** The refusals of a ban (shown as they are). */
export const ADMIN_BAN_ERRORS = {
  self: 'You cannot ban your own account.',
  admin: 'An administrator cannot be banned.',
  notFound: 'No such member',
} as const;

/** The console's Members tab; ban and unban are in the audit log. */
export const memberAdminRoutes = {
  memberList: {
    method: 'GET',
    path: '/api/admin/members',
    auth: 'admin',
    query: adminMembersQuerySchema,
    answer: adminMembersPageSchema,
  },
  /** Ends the member's sessions and sockets at once; an administrator cannot be banned. */
  memberBan: {
    method: 'POST',
    path: '/api/admin/members/:id/ban',
    auth: 'admin',
    params: adminMemberParamsSchema,
    answer: adminMemberStatusAnswerSchema,
  },
  /** The member logs in afresh: sessions from before the ban stay ended. */
  memberUnban: {
    method: 'POST',
    path: '/api/admin/members/:id/unban',
    auth: 'admin',
    params: adminMemberParamsSchema,
    answer: adminMemberStatusAnswerSchema,
  },
} as const satisfies Record<string, ApiRoute>;
