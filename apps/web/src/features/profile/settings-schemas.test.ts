import { describe, expect, test } from 'vitest';
import { inHindi } from '../../testing/in-hindi';
import { emailFormProblem, passwordFormProblem } from './settings-schemas';

describe('password change checks, in the spec order', () => {
  const form = (currentPassword: string, newPassword: string, confirmPassword = newPassword) => ({
    currentPassword,
    newPassword,
    confirmPassword,
  });

  test('the new password must differ from the current one', () => {
    expect(passwordFormProblem(form('secret-one', 'secret-one'))?.message).toBe(
      'New password must differ from the current password.',
    );
  });

  test('the confirmation must match, before the length is checked', () => {
    expect(passwordFormProblem(form('secret-one', 'short', 'shorter'))?.message).toBe(
      'New password and confirm password not match.',
    );
  });

  test('at least 8 characters', () => {
    expect(passwordFormProblem(form('secret-one', 'short'))).toEqual({
      field: 'newPassword',
      message: 'Password must be at least 8 characters long.',
    });
  });

  test('a good change passes, and the current password is required', () => {
    expect(passwordFormProblem(form('secret-one', 'secret-two'))).toBeNull();
    expect(passwordFormProblem(form('', 'secret-two'))?.field).toBe('currentPassword');
  });
});

describe('e-mail change checks', () => {
  const current = 'Asha.Rao@example.com';

  test('the same address as now, in any case or with dots moved, is refused', () => {
    expect(
      emailFormProblem({ newEmail: 'asharao@EXAMPLE.com', confirmEmail: 'x' }, current)?.message,
    ).toBe('The new email is already in use. Please choose a different email.');
  });

  test('the confirmation must match', () => {
    expect(
      emailFormProblem({ newEmail: 'new@example.com', confirmEmail: 'other@example.com' }, current)
        ?.message,
    ).toBe('new Email and confirm Email not match.');
  });

  test('the address must be an e-mail', () => {
    expect(
      emailFormProblem({ newEmail: 'not-an-email', confirmEmail: 'not-an-email' }, current)?.field,
    ).toBe('newEmail');
    expect(
      emailFormProblem({ newEmail: 'new@example.com', confirmEmail: ' new@example.com ' }, current),
    ).toBeNull();
  });
});

describe('the checks in Hindi: the language chosen when the form is checked', () => {
  inHindi();

  test('each problem of the password change', () => {
    expect(
      passwordFormProblem({ currentPassword: '', newPassword: 'x', confirmPassword: 'x' }),
    ).toEqual({ field: 'currentPassword', message: 'मौजूदा पासवर्ड डालना ज़रूरी है' });
    expect(
      passwordFormProblem({ currentPassword: 'a', newPassword: 'a', confirmPassword: 'a' })
        ?.message,
    ).toBe('नया पासवर्ड मौजूदा पासवर्ड से अलग होना चाहिए।');
    expect(
      passwordFormProblem({ currentPassword: 'a', newPassword: 'b', confirmPassword: 'c' })
        ?.message,
    ).toBe('नया पासवर्ड और दोबारा डाला गया पासवर्ड मेल नहीं खाते।');
    const long = 'x'.repeat(129);
    expect(
      passwordFormProblem({ currentPassword: 'a', newPassword: long, confirmPassword: long })
        ?.message,
    ).toBe('पासवर्ड ज़्यादा से ज़्यादा 128 अक्षरों का हो सकता है।');
  });

  test('each problem of the e-mail change', () => {
    const current = 'asha@example.com';
    expect(emailFormProblem({ newEmail: current, confirmEmail: current }, current)?.message).toBe(
      'यह नया ईमेल पहले से इस्तेमाल में है। कृपया कोई दूसरा ईमेल चुनें।',
    );
    expect(emailFormProblem({ newEmail: '', confirmEmail: '' }, current)?.message).toBe(
      'ईमेल डालना ज़रूरी है!',
    );
    expect(emailFormProblem({ newEmail: 'nope', confirmEmail: 'nope' }, current)?.message).toBe(
      'कृपया सही ईमेल पता डालें।',
    );
  });
});
