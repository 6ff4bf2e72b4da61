import '../../../lib/i18n';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import type { AdminWithdrawal } from '@kamao/contract/admin/payouts';
import type { MemberRisk } from '@kamao/contract/admin/risk';
import { installFakeApi, ok } from '../../../testing/fake-api';
import {
  LIST,
  METHODS,
  METHOD_LIST,
  REQUIRED_TEXT,
  SETTINGS,
  call,
  page,
  renderPanel,
  settings,
  withdrawal,
} from './payouts-testing';

vi.mock('../../../lib/toast', () => ({
  toastSuccess: vi.fn(() => Promise.resolve()),
  toastError: vi.fn(() => Promise.resolve()),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));
const toast = await import('../../../lib/toast');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const DETAILS = (w: AdminWithdrawal) =>
  ok({
    withdrawal: w,
    member: {
      id: w.memberId,
      userName: w.userName,
      name: 'Asha',
      email: 'asha@example.com',
      mobile: '9876543210',
      status: 'active',
      joinedAt: '2026-10-01T00:00:00.000Z',
      referrerUserName: null,
      referrals: 0,
      withdrawable: 40,
      deposit: 0,
      debt: 0,
    },
    earnings: [],
    previousWithdrawals: [],
  });
/** The member's risk as the review reads it: nothing links them by default. */
const RISK = (memberId: string, risk: MemberRisk = { score: 0, reasons: [], linked: [] }) => ({
  [call(adminRoutes.memberRisk, { id: memberId })]: ok(risk),
});
describe('the payout queue', () => {
  test('Filter with the filters unchanged asks the queue again, so payouts that moved on show', async () => {
    let asked = 0;
    installFakeApi({
      [LIST]: () => {
        asked += 1;
        return page([
          withdrawal(
            'a1',
            asked === 1 ? {} : { status: 'Success', decidedAt: '2026-11-20T11:00:00.000Z' },
          ),
        ]);
      },
      [METHOD_LIST]: METHODS,
    });
    renderPanel();
    const row = await screen.findByRole('listitem');
    expect(within(row).getByText('Pending')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(within(screen.getByRole('listitem')).getByText('Success')).toBeTruthy(),
    );
    expect(asked).toBe(2);
  });

  test('asks for pending withdrawals and sends the chosen filters', async () => {
    const queries: string[] = [];
    installFakeApi({
      [LIST]: (request) => {
        queries.push(new URL(request.url).search);
        return page([withdrawal('a1')]);
      },
      [METHOD_LIST]: METHODS,
    });
    renderPanel();
    const row = await screen.findByRole('listitem');
    expect(row.textContent).toContain('UPI: ashaa1@okaxis');
    expect(queries[0]).toBe('?status=Pending&page=1');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Success' } });
    await screen.findByRole('option', { name: 'UPI' });
    fireEvent.change(screen.getByLabelText('Method'), { target: { value: 'UPI' } });
    fireEvent.change(screen.getByLabelText('Member'), { target: { value: ' asha ' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(queries.at(-1)).toBe('?status=Success&method=UPI&member=asha&from=2026-11-01&page=1'),
    );
    // The CSV link carries the same filters, for approved payouts.
    expect(
      screen.getByRole('link', { name: 'Download approved payouts (CSV)' }).getAttribute('href'),
    ).toBe(`${adminRoutes.payoutsCsv.path}?method=UPI&member=asha&from=2026-11-01`);
    // The pending ones to pay by hand: the same filters, with the export's status.
    expect(
      screen.getByRole('link', { name: 'Download pending payouts (CSV)' }).getAttribute('href'),
    ).toBe(`${adminRoutes.payoutsCsv.path}?status=Pending&method=UPI&member=asha&from=2026-11-01`);
  });

  test('approves the selected withdrawals in one call and reports the ones refused', async () => {
    const bodies: unknown[] = [];
    installFakeApi({
      [LIST]: page([withdrawal('a1'), withdrawal('b2', { balance: 75.5 })]),
      [METHOD_LIST]: METHODS,
      [call(adminRoutes.withdrawalBulkDecide)]: (request) => {
        void request.json().then((body) => bodies.push(body));
        return ok({
          results: [
            { id: 'a1', changed: true },
            { id: 'b2', changed: false, error_msg: 'This withdrawal has already been decided.' },
          ],
        });
      },
    });
    renderPanel();
    await screen.findByText('UPI: ashaa1@okaxis');
    const approve = screen.getByRole('button', { name: 'Approve selected (0)' });
    expect((approve as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Select all pending on this page'));
    fireEvent.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    await waitFor(() => expect(bodies).toEqual([{ ids: ['a1', 'b2'], status: 'Success' }]));
    expect(toast.confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Approve 2 withdrawals?',
        text: '₹135.500 will be marked as paid. Pay them through your provider.',
      }),
    );
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith(
        '1 approved, 1 not: This withdrawal has already been decided.',
        { long: true },
      ),
    );
  });

  test('a review shows the earnings and a rejection needs a remark', async () => {
    const decisions: unknown[] = [];
    installFakeApi({
      [LIST]: page([withdrawal('a1')]),
      [METHOD_LIST]: METHODS,
      ...RISK('m-a1'),
      [call(adminRoutes.withdrawalDetails, { id: 'a1' })]: ok({
        withdrawal: withdrawal('a1'),
        member: {
          id: 'm-a1',
          userName: 'ashaa1',
          name: 'Asha',
          email: 'asha@example.com',
          mobile: '9876543210',
          status: 'active',
          joinedAt: '2026-10-01T00:00:00.000Z',
          referrerUserName: 'ravi',
          referrals: 3,
          withdrawable: 40,
          deposit: 0,
          debt: 0,
        },
        earnings: [
          { source: 'ptc_ads', last30Days: 12.5, allTime: 30 },
          { source: 'referral_income', last30Days: 0, allTime: 0 },
        ],
        previousWithdrawals: [],
      }),
      [call(adminRoutes.withdrawalDecide, { id: 'a1' })]: (request) => {
        void request.json().then((body) => decisions.push(body));
        return ok({ withdrawal: withdrawal('a1', { status: 'Reject' }), changed: true });
      },
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Open withdrawal of ashaa1' }));
    const earnings = await screen.findByRole('table');
    const ptc = within(earnings).getByText('PTC ads').closest('tr')!;
    expect([...ptc.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'PTC ads',
      '₹12.500',
      '₹30.000',
    ]);
    const referredBy = screen.getByText('Referred by');
    expect(referredBy.nextElementSibling?.textContent).toBe('ravi');

    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Write the reason the member will read.',
    );
    expect(decisions).toEqual([]);
    fireEvent.change(screen.getByLabelText(/Remark/), { target: { value: 'Name mismatch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(decisions).toEqual([{ status: 'Reject', remark: 'Name mismatch' }]));
    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith(
        'Withdrawal rejected; the amount is back with the member.',
      ),
    );
  });
});

describe('risk in the payout queue', () => {
  test('each row shows the score and the linked accounts; a high score stands out', async () => {
    installFakeApi({
      [LIST]: page([
        withdrawal('a1', { risk: { score: 85, linked: 2 } }),
        withdrawal('b2', { risk: { score: 0, linked: 0 } }),
      ]),
      [METHOD_LIST]: METHODS,
    });
    renderPanel();
    const high = await screen.findByText('Risk 85 · 2 linked accounts');
    expect(high.className).toContain('bg-rose-700');
    const none = screen.getByText('Risk 0 · 0 linked accounts');
    expect(none.className).not.toContain('rose');
  });

  test('the review shows the reasons and the linked members, each a link to their page', async () => {
    installFakeApi({
      [LIST]: page([withdrawal('a1', { risk: { score: 85, linked: 1 } })]),
      [METHOD_LIST]: METHODS,
      ...RISK('m-a1', {
        score: 85,
        reasons: ['Same device as 2 accounts', 'UPI id used by 1 other member'],
        linked: [{ id: 'm-b2', userName: 'ashab2', via: ['device', 'payoutAccount'] }],
      }),
      [call(adminRoutes.withdrawalDetails, { id: 'a1' })]: DETAILS(withdrawal('a1')),
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Open withdrawal of ashaa1' }));
    const reasons = await screen.findByRole('list', { name: 'Risk reasons' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Same device as 2 accounts', 'UPI id used by 1 other member']);
    const linked = within(screen.getByRole('list', { name: 'Linked members' }));
    expect(linked.getByRole('link', { name: 'ashab2' }).getAttribute('href')).toBe(
      '/admin?tab=members&member=m-b2',
    );
    expect(linked.getByText('by device, payout account')).toBeTruthy();
    // The member asking is a link to their page too.
    expect(screen.getByRole('link', { name: 'ashaa1' }).getAttribute('href')).toBe(
      '/admin?tab=members&member=m-a1',
    );
  });
});

describe('held withdrawals in the payout queue', () => {
  test('a held one reads Held with its reason, and Release sends the release', async () => {
    const held = withdrawal('a1', {
      hold: { reason: 'risk score 85', at: '2026-11-20T10:05:00.000Z' },
    });
    const released: string[] = [];
    installFakeApi({
      [LIST]: page([held, withdrawal('b2')]),
      [METHOD_LIST]: METHODS,
      [SETTINGS]: settings(false),
      ...RISK('m-a1'),
      [call(adminRoutes.withdrawalDetails, { id: 'a1' })]: DETAILS(held),
      [call(adminRoutes.withdrawalRelease, { id: 'a1' })]: () => {
        released.push('a1');
        return ok({ withdrawal: withdrawal('a1') });
      },
    });
    renderPanel();
    // Only the held row says so, with the reason on hover.
    const badges = await screen.findAllByText('Held');
    expect(badges).toHaveLength(1);
    expect(badges[0]!.getAttribute('title')).toBe('risk score 85');

    fireEvent.click(screen.getByRole('button', { name: 'Open withdrawal of ashaa1' }));
    const hold = await screen.findByRole('region', { name: 'Hold' });
    expect(hold.textContent).toContain('risk score 85. Release it before approving');
    fireEvent.click(within(hold).getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(released).toEqual(['a1']));
    expect(toast.confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Release this withdrawal?' }),
    );
    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith(
        'Withdrawal released; it can be approved now.',
      ),
    );
  });
});

describe('payment references in the payout queue', () => {
  test('Approve sends the reference typed, and the confirmation names it', async () => {
    const decisions: unknown[] = [];
    installFakeApi({
      [LIST]: page([withdrawal('a1')]),
      [METHOD_LIST]: METHODS,
      [SETTINGS]: settings(false),
      ...RISK('m-a1'),
      [call(adminRoutes.withdrawalDetails, { id: 'a1' })]: DETAILS(withdrawal('a1')),
      [call(adminRoutes.withdrawalDecide, { id: 'a1' })]: (request) => {
        void request.json().then((body) => decisions.push(body));
        return ok({
          withdrawal: withdrawal('a1', { status: 'Success', paymentReference: '412345678901' }),
          changed: true,
        });
      },
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Open withdrawal of ashaa1' }));
    const field = await screen.findByLabelText(/Payment reference: UPI UTR or bank reference/);
    expect(field.closest('div')!.textContent).toContain('optional');
    fireEvent.change(field, { target: { value: 'UTR 12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A payment reference has only letters, digits and dashes.',
    );
    expect(decisions).toEqual([]);

    fireEvent.change(field, { target: { value: ' 412345678901 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(decisions).toEqual([{ status: 'Success', paymentReference: '412345678901' }]),
    );
    expect(toast.confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Approve this withdrawal?',
        text: 'Mark ₹60.000 to UPI ashaa1@okaxis as paid. Payment reference 412345678901.',
      }),
    );
    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledWith('Withdrawal approved.'));
  });

  test('while required, Approve without a reference is stopped; a decided one shows its reference', async () => {
    const decisions: unknown[] = [];
    installFakeApi({
      [LIST]: page([
        withdrawal('a1'),
        withdrawal('p9', { status: 'Success', paymentReference: 'HDFC-N998877' }),
      ]),
      [METHOD_LIST]: METHODS,
      [SETTINGS]: settings(true),
      ...RISK('m-a1'),
      [call(adminRoutes.withdrawalDetails, { id: 'a1' })]: DETAILS(withdrawal('a1')),
      [call(adminRoutes.withdrawalDecide, { id: 'a1' })]: (request) => {
        void request.json().then((body) => decisions.push(body));
        return ok({ withdrawal: withdrawal('a1', { status: 'Success' }), changed: true });
      },
    });
    renderPanel();
    expect(await screen.findByText(/Ref\. HDFC-N998877/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Open withdrawal of ashaa1' }));
    await screen.findByText(/required to approve/);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('alert')).textContent).toBe(REQUIRED_TEXT);
    expect(toast.confirmDialog).not.toHaveBeenCalled();
    // A rejection needs its remark, not a reference.
    fireEvent.change(screen.getByLabelText(/Remark/), { target: { value: 'Wrong account' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(decisions).toEqual([{ status: 'Reject', remark: 'Wrong account' }]));
  });

  test('the bulk approval sends each selected row with its reference and marks the ones refused', async () => {
    const bodies: unknown[] = [];
    installFakeApi({
      [LIST]: page([withdrawal('a1'), withdrawal('b2'), withdrawal('c3')]),
      [METHOD_LIST]: METHODS,
      [SETTINGS]: settings(true),
      [call(adminRoutes.withdrawalBulkDecide)]: (request) => {
        void request.json().then((body) => bodies.push(body));
        // As the server answers while references are required: the one without is refused alone.
        return ok({
          results: [
            { id: 'a1', changed: true },
            { id: 'b2', changed: false, error_msg: REQUIRED_TEXT },
            { id: 'c3', changed: true },
          ],
        });
      },
    });
    renderPanel();
    await screen.findByText('UPI: ashaa1@okaxis');
    await screen.findByText('Each selected withdrawal needs its payment reference.');
    fireEvent.click(screen.getByLabelText('Select all pending on this page'));
    fireEvent.change(screen.getByLabelText('Payment reference for ashaa1'), {
      target: { value: 'UTR-A-1001' },
    });
    fireEvent.change(screen.getByLabelText('Payment reference for ashac3'), {
      target: { value: 'UTR-C-3003' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Approve selected (3)' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          ids: ['a1', 'b2', 'c3'],
          status: 'Success',
          paymentReferences: { a1: 'UTR-A-1001', c3: 'UTR-C-3003' },
        },
      ]),
    );
    expect(toast.confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Approve 3 withdrawals?',
        text: '₹120.000 will be marked as paid. Pay them through your provider. 1 withdrawal without a payment reference will not be approved.',
      }),
    );
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith(`2 approved, 1 not: ${REQUIRED_TEXT}`, {
        long: true,
      }),
    );
    // Each row says what became of it; the refused one stays selected, ready for its reference.
    expect(screen.getByRole('status', { name: 'Result for ashab2' }).textContent).toBe(
      `Not approved: ${REQUIRED_TEXT}`,
    );
    expect(screen.getByRole('status', { name: 'Result for ashaa1' }).textContent).toBe('Approved.');
    expect(screen.getByRole('button', { name: 'Approve selected (1)' })).toBeTruthy();
    expect(screen.queryByLabelText('Payment reference for ashaa1')).toBeNull();
    // Typing its reference clears the row's mark until the next try.
    fireEvent.change(screen.getByLabelText('Payment reference for ashab2'), {
      target: { value: 'UTR-B-2002' },
    });
    expect(screen.queryByRole('status', { name: 'Result for ashab2' })).toBeNull();
  });

  test('a reference of the wrong shape keeps its row out of the call, and the others go', async () => {
    const bodies: unknown[] = [];
    installFakeApi({
      [LIST]: page([withdrawal('a1'), withdrawal('b2')]),
      [METHOD_LIST]: METHODS,
      [SETTINGS]: settings(false),
      [call(adminRoutes.withdrawalBulkDecide)]: (request) => {
        void request.json().then((body) => bodies.push(body));
        return ok({ results: [{ id: 'a1', changed: true }] });
      },
    });
    renderPanel();
    await screen.findByText('UPI: ashaa1@okaxis');
    fireEvent.click(screen.getByLabelText('Select all pending on this page'));
    fireEvent.change(screen.getByLabelText('Payment reference for ashab2'), {
      target: { value: 'UTR 12' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    await waitFor(() => expect(bodies).toEqual([{ ids: ['a1'], status: 'Success' }]));
    expect((await screen.findByRole('status', { name: 'Result for ashab2' })).textContent).toBe(
      'Not approved: A payment reference has only letters, digits and dashes.',
    );
  });
});
