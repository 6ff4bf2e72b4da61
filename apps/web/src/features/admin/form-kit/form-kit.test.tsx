import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import {
  ConsoleForm,
  MoneyField,
  NumberField,
  SaveBar,
  SecretField,
  SwitchField,
  TextField,
  operatorMessage,
  useConsoleForm,
} from '.';

vi.mock('../../../lib/toast', () => ({
  toastSuccess: vi.fn(() => Promise.resolve()),
  toastError: vi.fn(() => Promise.resolve()),
}));
const toast = await import('../../../lib/toast');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const schema = z.strictObject({
  name: z.string().trim().min(3).max(20),
  reward: z.coerce.number().min(1).max(1000),
  clicks: z.coerce.number().int().min(1),
  apiKey: z.string().optional(),
  enabled: z.boolean(),
});
type Body = z.output<typeof schema>;
interface Draft {
  name: string;
  reward: string;
  clicks: string;
  apiKey: string;
  enabled: boolean;
}
const DRAFT: Draft = { name: 'Fly', reward: '2', clicks: '5', apiKey: '', enabled: true };

function Demo({ onSave }: { onSave: (body: Body) => Promise<void> }) {
  const { form, submit } = useConsoleForm<Draft, Body>({
    defaults: DRAFT,
    schema,
    // An empty secret is left out: the saved one stays.
    toBody: ({ apiKey, ...rest }) => ({ ...rest, ...(apiKey ? { apiKey } : {}) }),
    kinds: { reward: 'money', clicks: 'number' },
    fieldOfError: { 'That name is taken.': 'name' },
    onSave,
  });
  return (
    <ConsoleForm form={form} onSubmit={submit} label="Demo">
      <TextField name="name" label="Name" />
      <MoneyField name="reward" label="Reward" />
      <NumberField name="clicks" label="Clicks" />
      <SecretField name="apiKey" label="API key" savedHint="abcd" />
      <SwitchField name="enabled" label="Enabled" />
      <SaveBar />
    </ConsoleForm>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const messageUnder = (label: string) =>
  within(screen.getByLabelText(label).parentElement!).queryByRole('alert')?.textContent;

describe('the console form kit', () => {
  test('says what is wrong in the operator’s words, under each field, before sending', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    render(<Demo onSave={onSave} />);
    type('Name', 'ab');
    type('Reward (₹)', '0.5');
    type('Clicks', '1.5');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageUnder('Name')).toBe('Enter at least 3 characters.'));
    expect(messageUnder('Reward (₹)')).toBe('Enter an amount of at least ₹1.');
    expect(messageUnder('Clicks')).toBe('Enter a whole number.');
    expect(onSave).not.toHaveBeenCalled();
  });

  test('sends the schema’s body, keeps an empty secret out, and tracks unsaved changes', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    render(<Demo onSave={onSave} />);
    expect(screen.getByLabelText('API key').getAttribute('type')).toBe('password');
    expect(screen.getByText('Saved; ends in abcd. Leave empty to keep it.')).toBeTruthy();
    const reset = screen.getByRole('button', { name: 'Reset' });
    expect(reset.hasAttribute('disabled')).toBe(true);
    type('Reward (₹)', '12.5');
    await screen.findByText('Unsaved changes');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ name: 'Fly', reward: 12.5, clicks: 5, enabled: true }),
    );
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
  });

  test('Reset brings back what was loaded', async () => {
    render(<Demo onSave={() => Promise.resolve()} />);
    type('Name', 'Other');
    fireEvent.click(await screen.findByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Fly'),
    );
  });

  test('a refusal the server ties to a field shows there; any other in the save bar', async () => {
    const onSave = vi
      .fn<(body: Body) => Promise<void>>()
      .mockRejectedValueOnce(new ApiError(409, 'That name is taken.'))
      .mockRejectedValueOnce(new ApiError(400, 'The network is down for maintenance.'));
    render(<Demo onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageUnder('Name')).toBe('That name is taken.'));
    expect(toast.toastError).toHaveBeenCalledWith('That name is taken.');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The network is down for maintenance.');
  });
});

describe('operator messages', () => {
  const issues = (value: unknown, check: z.ZodType) =>
    check.safeParse(value, { error: (issue) => operatorMessage(issue) }).error!.issues[0]!.message;

  test('never show a validator’s own words', () => {
    expect(issues('x', z.string().min(3))).toBe('Enter at least 3 characters.');
    expect(issues('', z.string().min(1))).toBe('This is required.');
    expect(issues('x'.repeat(9), z.string().max(5))).toBe('Enter at most 5 characters.');
    expect(issues(99, z.number().max(10))).toBe('Enter a number at most 10.');
    expect(issues('nope', z.url())).toBe('Enter a full address starting with https://.');
    expect(issues('q', z.enum(['a', 'b']))).toBe('Choose one of: a, b.');
    expect(issues('abc', z.coerce.number())).toBe('Enter a number.');
    const rate = z.number().int().max(10_000);
    const percentIssue = (value: number) =>
      rate.safeParse(value, { error: (issue) => operatorMessage(issue, 'percent') }).error!
        .issues[0]!.message;
    expect(percentIssue(12_000)).toBe('Enter at most 100 %.');
    expect(percentIssue(12.5)).toBe('Use at most 2 decimals.');
    // A schema's own message wins.
    expect(issues('', z.string().min(1, 'The name is required'))).toBe('The name is required');
  });
});
