import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { DEFAULT_APP_CONFIG } from '../../../lib/app-config';
import { i18next } from '../../../lib/i18n';
import { installFakeApi, ok } from '../../../testing/fake-api';
import { CONTACT_THANK_YOU_MESSAGE } from '../contact-texts';
import { ContactForm } from './contact-form';

vi.mock('../../../lib/app-config', async (original) => ({
  ...(await original<typeof import('../../../lib/app-config')>()),
  getAppConfig: () => ({ ...DEFAULT_APP_CONFIG, captchaProvider: 'none' }),
}));

const originalScrollIntoView = Element.prototype.scrollIntoView;
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Element.prototype.scrollIntoView = originalScrollIntoView;
});

function renderForm() {
  const router = createMemoryRouter([{ path: '/', element: <ContactForm /> }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('the contact form', () => {
  test('shows the validation texts, then thanks the sender and brings the text into view', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const api = installFakeApi({
      'POST /userMessageRoute/userMessageSave_post': ok({ msg: 'ok' }),
    });
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Subject is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();

    type('Your name', 'Asha');
    type('Email address', 'asha@example.com');
    type(/^Mobile number/, '98765');
    type('Subject', 'Payout');
    type(/^Message$/, 'When does it arrive?');
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Please enter a valid 10-digit Indian mobile number'),
    ).toBeTruthy();

    type(/^Mobile number/, '9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const thanks = await screen.findByText(CONTACT_THANK_YOU_MESSAGE);
    expect(api.fetchMock).toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('');
  });

  test('messages on screen follow a change of language, both ways', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    try {
      await act(() => i18next.changeLanguage('hi'));
      await waitFor(() => expect(screen.queryByText('Name is required')).toBeNull());
      expect(screen.getAllByRole('alert').length).toBeGreaterThan(0);
      expect(document.body.textContent).not.toMatch(/is required/);
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
    expect(await screen.findByText('Name is required')).toBeTruthy();
  });
});
