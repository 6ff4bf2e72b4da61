import '../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { installFakeApi, ok } from '../../testing/fake-api';
import { expectNoEnglish, inHindi } from '../../testing/in-hindi';
import { ProfilePage } from './profile-page';

vi.mock('../../lib/toast', () => ({
  toastSuccess: vi.fn(() => Promise.resolve()),
  toastError: vi.fn(() => Promise.resolve()),
}));
const toast = await import('../../lib/toast');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const PROFILE = {
  name: 'Asha Rao',
  address: '',
  city: '',
  state: '',
  zip_code: '',
  mobile_number: '9876543210',
  withdrawal_method: '',
  withdrawal_account_information: '',
  available_balance: 12.5,
  other_data_withdrawalMethodArray: [
    {
      withdrawalMethod_name: 'UPI',
      withdrawalMethod_details: 'Your UPI ID, e.g. name@bank<script>window.hacked=1</script>',
      withdrawalMethod_minimumAmount: 50,
      withdrawalMethod_kind: 'upi',
    },
    {
      withdrawalMethod_name: 'Paytm',
      withdrawalMethod_details: 'Your Paytm mobile number',
      withdrawalMethod_minimumAmount: 20,
      withdrawalMethod_kind: 'paytm',
    },
  ],
};

function renderProfile() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ProfilePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Profile', () => {
  test('shows a skeleton, then both forms with the saved values', async () => {
    installFakeApi({ 'GET /userRoute/userProfileData_get': ok({ msg: PROFILE }) });
    renderProfile();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Profile & Billing' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Withdrawal Info' })).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Asha Rao'),
    );
  });

  test("the chosen method's details (sanitised) and minimum are shown", async () => {
    installFakeApi({ 'GET /userRoute/userProfileData_get': ok({ msg: PROFILE }) });
    renderProfile();
    await screen.findByRole('heading', { name: 'Withdrawal Info' });
    fireEvent.change(screen.getByLabelText('Withdrawal method'), { target: { value: 'UPI' } });
    expect(await screen.findByText('Your UPI ID, e.g. name@bank')).toBeTruthy();
    expect(screen.getByText('₹50.000')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
  });

  test('all eight fields are required; a complete form sends them and toasts the answer', async () => {
    const bodies: unknown[] = [];
    installFakeApi({
      'GET /userRoute/userProfileData_get': ok({ msg: PROFILE }),
      'PATCH /userRoute/userProfileData_patch': (request) => {
        void request.json().then((body) => bodies.push(body));
        return ok({ msg: 'Profile updated successfully' });
      },
    });
    renderProfile();
    await screen.findByRole('heading', { name: 'Profile & Billing' });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Address is required')).toBeTruthy();
    expect(screen.getByText('Withdrawal method is required')).toBeTruthy();

    type('Address', '12 MG Road');
    type('City', 'Pune');
    type('State', 'Maharashtra');
    type('PIN code', '411001');
    fireEvent.change(screen.getByLabelText('Withdrawal method'), { target: { value: 'Paytm' } });
    type('Withdrawal account', '9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith('Profile updated successfully'),
    );
    expect(bodies).toEqual([
      {
        obj: {
          name: 'Asha Rao',
          address: '12 MG Road',
          city: 'Pune',
          state: 'Maharashtra',
          zip_code: '411001',
          mobile_number: '9876543210',
          withdrawal_method: 'Paytm',
          withdrawal_account_information: '9876543210',
        },
      },
    ]);
  });

  test('a UPI ID without the name@bank shape is refused beside the field, nothing sent', async () => {
    const sent = vi.fn();
    installFakeApi({
      'GET /userRoute/userProfileData_get': ok({
        msg: { ...PROFILE, address: 'a', city: 'b', state: 'c', zip_code: '1' },
      }),
      'PATCH /userRoute/userProfileData_patch': () => {
        sent();
        return ok({ msg: 'Profile updated successfully' });
      },
    });
    renderProfile();
    await waitFor(() =>
      expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('b'),
    );
    fireEvent.change(screen.getByLabelText('Withdrawal method'), { target: { value: 'UPI' } });
    type('Withdrawal account', 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(
      await screen.findByText('Enter your UPI ID as name@bank, for example rahul@okaxis.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Withdrawal account').getAttribute('aria-invalid')).toBe('true');
    expect(sent).not.toHaveBeenCalled();

    type('Withdrawal account', 'asha@okaxis');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
  });

  test("the server's error_msg is toasted", async () => {
    installFakeApi({
      'GET /userRoute/userProfileData_get': ok({
        msg: {
          ...PROFILE,
          address: 'a',
          city: 'b',
          state: 'c',
          zip_code: '1',
          withdrawal_method: 'UPI',
          withdrawal_account_information: 'asha@okaxis',
        },
      }),
      'PATCH /userRoute/userProfileData_patch': {
        status: 400,
        body: { error_msg: 'Please choose a withdrawal method from the list.' },
      },
    });
    renderProfile();
    await waitFor(() =>
      expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('b'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith(
        'Please choose a withdrawal method from the list.',
      ),
    );
  });
});

describe('Profile in Hindi', () => {
  inHindi();

  test('every text is Hindi; the saved values, method names and amounts stay as they are', async () => {
    installFakeApi({ 'GET /userRoute/userProfileData_get': ok({ msg: PROFILE }) });
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'प्रोफ़ाइल और बिलिंग' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'निकासी की जानकारी' })).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText('पूरा नाम') as HTMLInputElement).value).toBe('Asha Rao'),
    );
    fireEvent.change(screen.getByLabelText('निकासी का तरीका'), { target: { value: 'UPI' } });
    expect(await screen.findByText(/न्यूनतम निकासी/)).toBeTruthy();
    expectNoEnglish();
  });

  test("the form's own checks and the server's answer are Hindi", async () => {
    installFakeApi({
      'GET /userRoute/userProfileData_get': ok({ msg: { ...PROFILE, mobile_number: '98765' } }),
      'PATCH /userRoute/userProfileData_patch': ok({ msg: 'Profile updated successfully' }),
    });
    renderProfile();
    await screen.findByRole('heading', { name: 'प्रोफ़ाइल और बिलिंग' });
    fireEvent.click(screen.getByRole('button', { name: 'प्रोफ़ाइल सेव करें' }));
    expect(await screen.findByText('पता डालना ज़रूरी है')).toBeTruthy();
    expect(screen.getByText('निकासी का तरीका चुनना ज़रूरी है')).toBeTruthy();
    expect(screen.getByText('कृपया सही 10 अंकों का भारतीय मोबाइल नंबर डालें')).toBeTruthy();
    expectNoEnglish();

    type('पता', '12 MG Road');
    type('शहर', 'Pune');
    type('राज्य', 'Maharashtra');
    type('पिन कोड', '411001');
    type('मोबाइल नंबर', '9876543210');
    fireEvent.change(screen.getByLabelText('निकासी का तरीका'), { target: { value: 'Paytm' } });
    type('निकासी खाता', '9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'प्रोफ़ाइल सेव करें' }));
    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith('प्रोफ़ाइल सफलतापूर्वक अपडेट हो गई'),
    );
  });

  test('a Paytm number of the wrong length is refused in Hindi', async () => {
    installFakeApi({
      'GET /userRoute/userProfileData_get': ok({
        msg: { ...PROFILE, address: 'a', city: 'b', state: 'c', zip_code: '1' },
      }),
    });
    renderProfile();
    await waitFor(() => expect((screen.getByLabelText('शहर') as HTMLInputElement).value).toBe('b'));
    fireEvent.change(screen.getByLabelText('निकासी का तरीका'), { target: { value: 'Paytm' } });
    type('निकासी खाता', '98765');
    fireEvent.click(screen.getByRole('button', { name: 'प्रोफ़ाइल सेव करें' }));
    expect(
      await screen.findByText('अपना 10 अंकों का Paytm मोबाइल नंबर लिखें, जैसे 9876543210।'),
    ).toBeTruthy();
  });

  test('no withdrawal method offered: said in Hindi', async () => {
    installFakeApi({
      'GET /userRoute/userProfileData_get': ok({
        msg: { ...PROFILE, other_data_withdrawalMethodArray: [] },
      }),
    });
    renderProfile();
    expect(
      await screen.findByText('अभी निकासी का कोई तरीका उपलब्ध नहीं है। कृपया बाद में फिर देखें।', {
        exact: false,
      }),
    ).toBeTruthy();
    expectNoEnglish();
  });

  test('a failed load says so in Hindi', async () => {
    installFakeApi({ 'GET /userRoute/userProfileData_get': { status: 500, body: {} } });
    renderProfile();
    expect(await screen.findByText('आपकी प्रोफ़ाइल लोड नहीं हो सकी।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeTruthy();
    expectNoEnglish();
  });
});
