import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { ConsoleForm, MoneyField, NumberField, SaveBar, UrlField, useConsoleForm } from '.';

vi.mock('../../../lib/toast', () => ({
  toastSuccess: vi.fn(() => Promise.resolve()),
  toastError: vi.fn(() => Promise.resolve()),
}));

afterEach(cleanup);

const schema = z.strictObject({
  reward: z.coerce.number().min(0),
  cap: z.coerce.number().int().min(1).nullable(),
  seconds: z.coerce.number({ error: 'Enter the seconds as a number' }).min(0),
  links: z.strictObject({ facebook: z.union([z.literal(''), z.url()]) }),
});
type Body = z.output<typeof schema>;
interface Draft {
  reward: string;
  cap: string;
  seconds: string;
  links: { facebook: string };
}
const FILLED: Draft = { reward: '2', cap: '5', seconds: '10', links: { facebook: '' } };

function Demo({ initial, onSave }: { initial: Draft; onSave: (body: Body) => Promise<void> }) {
  const { form, submit } = useConsoleForm<Draft, Body>({
    defaults: initial,
    schema,
    kinds: { reward: 'money', cap: 'number', seconds: 'number' },
    onSave,
  });
  return (
    <ConsoleForm form={form} onSubmit={submit} label="Demo">
      <MoneyField name="reward" label="Reward" />
      <NumberField name="cap" label="Cap" />
      <NumberField name="seconds" label="Seconds" />
      <UrlField name="links.facebook" label="Facebook" />
      <SaveBar />
    </ConsoleForm>
  );
}

const messageUnder = (label: string) =>
  within(screen.getByLabelText(label).parentElement!).queryByRole('alert')?.textContent;

describe('the console form kit reads what the operator typed', () => {
  test('an empty number box is required, never saved as 0; null where the schema takes it', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    render(<Demo initial={{ ...FILLED, reward: ' ', cap: '', seconds: '' }} onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageUnder('Reward (₹)')).toBe('This is required.'));
    // The schema's own message wins over the kit's.
    expect(messageUnder('Seconds')).toBe('Enter the seconds as a number');
    expect(messageUnder('Cap')).toBeUndefined();
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Reward (₹)'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Seconds'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        reward: 0,
        cap: null,
        seconds: 30,
        links: { facebook: '' },
      }),
    );
  });

  test('a nested field’s message shows under that field', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    render(<Demo initial={{ ...FILLED, links: { facebook: 'facebook.com/x' } }} onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(messageUnder('Facebook')).toBe('Enter a full address starting with https://.'),
    );
    expect(onSave).not.toHaveBeenCalled();
  });
});
