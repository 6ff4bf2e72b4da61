import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@kamao/contract/api-routes';
import { riskSignals, withdrawalMethods } from '../../db/schema/index.ts';
import { signedInMember } from '../../test/member-client.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.database.db
    .insert(withdrawalMethods)
    .values({ id: 'm-wallet', name: 'Mobile wallet', kind: 'paytm', minimumAmount: 50_000n });
});
afterAll(async () => {
  await t?.close();
});

describe('a saved payout account as a signal', () => {
  it('is compared by its method’s kind, not by the method’s name', async () => {
    const noted: string[] = [];
    for (const typed of ['+91 98765 43210', '9876543210']) {
      const member = await signedInMember(t);
      const saved = await member.call('PATCH', apiRoutes.profilePatch.path, {
        obj: {
          name: 'Farm Hand',
          address: '1 Main Road',
          city: 'Jaipur',
          state: 'Rajasthan',
          zip_code: '302001',
          mobile_number: '9000000000',
          withdrawal_method: 'Mobile wallet',
          withdrawal_account_information: typed,
        },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const [signal] = await t.database.db
        .select({ value: riskSignals.value })
        .from(riskSignals)
        .where(
          and(eq(riskSignals.userId, member.member.id), eq(riskSignals.kind, 'payoutAccount')),
        );
      noted.push(signal!.value);
    }
    expect(noted).toEqual(['paytm:9876543210', 'paytm:9876543210']);
  });
});
