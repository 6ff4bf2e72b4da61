import '../../../lib/i18n';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { installFakeApi, ok } from '../../../testing/fake-api';
import {
  BULK_DECIDE,
  LIST,
  METHODS,
  METHOD_LIST,
  page,
  renderPanel,
  withdrawal,
} from './payouts-testing';
import { REFERENCES_FILE_ERRORS } from './references-csv';

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

const HEADER = 'withdrawal_id,order_number,user_name,amount_inr,payment_reference';

/** Picks a CSV file in the import's file box, as the operator does. */
async function importCsv(name: string, lines: string[]) {
  const input = await screen.findByLabelText('CSV of payment references');
  const file = new File([lines.join('\r\n')], name, { type: 'text/csv' });
  fireEvent.change(input, { target: { files: [file] } });
}

describe('importing payment references', () => {
  test('approves the rows with a reference through the bulk approval and reports the others', async () => {
    const bodies: unknown[] = [];
    installFakeApi({
      [LIST]: page([withdrawal('a1'), withdrawal('b2'), withdrawal('c3')]),
      [METHOD_LIST]: METHODS,
      [BULK_DECIDE]: (request) => {
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
    await importCsv('pending-payouts-2026-11-20.csv', [
      HEADER,
      'a1,A1,ashaa1,60.000,412345678901',
      'b2,B2,ashab2,60.000,HDFC-N1',
      'c3,C3,ashac3,60.000,',
      'd4,D4,ashad4,60.000,UTR 9',
    ]);
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          ids: ['a1', 'b2'],
          status: 'Success',
          paymentReferences: { a1: '412345678901', b2: 'HDFC-N1' },
        },
      ]),
    );
    expect(toast.confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Approve 2 withdrawals from pending-payouts-2026-11-20.csv?',
        text: 'Each is marked as paid with the reference in the file. 1 row without a reference stays pending. 1 row whose reference does not fit is left out.',
      }),
    );
    const report = await screen.findByRole('region', { name: 'Import report' });
    expect(within(report).getByRole('status').textContent).toBe(
      'pending-payouts-2026-11-20.csv: 1 approved, 2 not approved, 1 without a reference left pending.',
    );
    expect(
      within(within(report).getByRole('list', { name: 'Not approved' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '#D4: A payment reference has only letters, digits and dashes.',
      '#B2: This withdrawal has already been decided.',
    ]);
    // The rows on the page are marked too.
    expect(screen.getByRole('status', { name: 'Result for ashaa1' }).textContent).toBe('Approved.');
    expect(screen.getByRole('status', { name: 'Result for ashab2' }).textContent).toBe(
      'Not approved: This withdrawal has already been decided.',
    );
    fireEvent.click(within(report).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Import report' })).toBeNull();
  });

  test('a file of more than a hundred goes in calls of a hundred', async () => {
    const sizes: number[] = [];
    const ids = Array.from({ length: 130 }, (_, n) => `w${n}`);
    installFakeApi({
      [LIST]: page([]),
      [METHOD_LIST]: METHODS,
      [BULK_DECIDE]: (request) => {
        void request.json().then((body: { ids: string[] }) => sizes.push(body.ids.length));
        // The calls come one after the other: the first hundred, then the rest.
        const chunk = ids.slice(sizes.length === 0 ? 0 : 100, sizes.length === 0 ? 100 : 130);
        return ok({ results: chunk.map((id) => ({ id, changed: true })) });
      },
    });
    renderPanel();
    const rows = ids.map((id, n) => `${id},${id.toUpperCase()},m${n},60.000,UTR-${n}`);
    await importCsv('many.csv', [HEADER, ...rows]);
    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledWith('130 approved.'));
    expect(sizes).toEqual([100, 30]);
  });

  test('a file without references, or without the columns, is refused before any call', async () => {
    const { calls } = installFakeApi({ [LIST]: page([]), [METHOD_LIST]: METHODS });
    renderPanel();
    await importCsv('empty.csv', [HEADER, 'a1,A1,ashaa1,60.000,']);
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith(
        'No row of empty.csv has a payment reference to approve.',
        { long: true },
      ),
    );
    await importCsv('other.csv', ['name,amount', 'asha,60']);
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith(REFERENCES_FILE_ERRORS.columns, {
        long: true,
      }),
    );
    expect(toast.confirmDialog).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });
});
