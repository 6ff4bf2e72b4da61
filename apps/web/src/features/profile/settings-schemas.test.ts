import { describe, expect, test } from 'vitest';
import { emailFormProblem, passwordFormProblem } from './settings-schemas';

describe('password change checks (spec part 1 §5), in the spec order', () => {
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

describe('e-mail change checks (spec part 1 §5)', () => {
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
