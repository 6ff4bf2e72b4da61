import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import {
  payoutProviderAdminRoutes,
  type AdminPayoutProvider,
} from '@kamao/contract/admin/payout-provider';
import type { AdminWithdrawal } from '@kamao/contract/admin/payouts';
import { pathOf } from '@kamao/contract/api-route';
import { ok } from '../../../testing/fake-api';
import { PayoutsPanel } from './payouts-panel';

/*
 * What the Payouts tab's tests share: a withdrawal as the queue lists it, the fake server's keys
 * of the tab's routes and their usual answers, and the tab rendered as the console shows it.
 */

export const withdrawal = (
  id: string,
  overrides: Partial<AdminWithdrawal> = {},
): AdminWithdrawal => ({
  _id: id,
  memberId: `m-${id}`,
  userName: `asha${id}`,
  balance: 60,
  method: 'UPI',
  accountInformation: `asha${id}@okaxis`,
  status: 'Pending',
  remark: null,
  time: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  decidedByUserName: null,
  paymentReference: null,
  risk: { score: 0, linked: 0 },
  hold: null,
  payout: null,
  ...overrides,
});

export const page = (rows: AdminWithdrawal[]) =>
  ok({ withdrawals: rows, total: rows.length, totalAmount: 120, page: 1, pageSize: 25 });

const method = (id: string, name: string, kind: 'upi' | 'paytm') => ({
  id,
  name,
  kind,
  details: '',
  minimumAmount: 50,
  enabled: true,
  position: 0,
  boundMembers: 1,
});
/** UPI, which a provider pays, and Paytm, which stays with the manual queue. */
export const METHODS = ok({ methods: [method('u', 'UPI', 'upi'), method('p', 'Paytm', 'paytm')] });

// The fake server's keys: "METHOD path" of the console's routes.
export const call = (route: { method: string; path: string }, params?: { id: string }) =>
  `${route.method} ${pathOf(route, params)}`;
export const LIST = call(adminRoutes.withdrawalList);
export const METHOD_LIST = call(adminRoutes.withdrawalMethodList);
export const SETTINGS = call(adminRoutes.walletSettings);
export const PROVIDER = call(payoutProviderAdminRoutes.payoutProviderGet);
export const PROVIDER_PUT = call(payoutProviderAdminRoutes.payoutProviderPut);
export const BULK_DECIDE = call(adminRoutes.withdrawalBulkDecide);
export const BULK_SEND = call(payoutProviderAdminRoutes.withdrawalBulkPayout);
export const SEND = (id: string) => call(payoutProviderAdminRoutes.withdrawalSendPayout, { id });

/** The wallet settings, with "payment reference required on approval" as given. */
export const settings = (paymentReferenceRequired: boolean) =>
  ok({
    settings: {
      referralRateBp: 1000,
      conversionChargeDepositToWithdrawBp: 500,
      conversionChargeWithdrawToDepositBp: 0,
      paymentReferenceRequired,
    },
  });

/** The provider settings as the server answers them: manual unless told. */
export const providerSettings = (overrides: Partial<AdminPayoutProvider> = {}) =>
  ok({
    provider: 'manual',
    baseUrl: '',
    keyId: '',
    keySecretSaved: false,
    accountNumber: '',
    webhookSecretSaved: false,
    publicKeySaved: false,
    dailyCap: null,
    autoPay: false,
    autoPayBelow: null,
    webhookUrl: null,
    paidToday: 0,
    capReached: false,
    ...overrides,
  } satisfies AdminPayoutProvider);

export const REQUIRED_TEXT =
  'Please enter the payment reference (UPI UTR or bank reference) of this payout.';

/** The Payouts tab at an address of the console (`&view=provider` opens the provider's view). */
export function renderPanel(address = '/admin?tab=payouts') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[address]}>
        <PayoutsPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
