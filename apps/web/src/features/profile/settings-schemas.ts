import { passwordChangePayloadSchema } from '@kamao/contract/api-account';
import { canonicalEmail, emailSchema, passwordSchema } from '@kamao/contract/validation';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { textsNow } from '../../lib/texts';
import { settingsTexts } from './profile-texts';

/**
 * The settings forms' checks (docs/product/accounts.md#settings-password-change,
 * #settings-e-mail-change), in the spec's order, before anything is sent; the server repeats them
 * and its error_msg is shown once these pass. Each check returns the first problem only, as the
 * spec lists them one after the other, in the language chosen when the form is checked.
 */
export interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface EmailForm {
  newEmail: string;
  confirmEmail: string;
}

type Problem<T> = { field: keyof T & string; message: string } | null;

type Issue = { code: string; message: string };

const firstIssue = (result: { success: boolean; error?: { issues: Issue[] } }) =>
  result.success ? null : (result.error?.issues[0] ?? null);

export function passwordFormProblem(form: PasswordForm): Problem<PasswordForm> {
  const T = textsNow(settingsTexts);
  const current = firstIssue(
    passwordChangePayloadSchema.shape.currentPassword_state.safeParse(form.currentPassword),
  );
  if (current) {
    return {
      field: 'currentPassword',
      message: T.fieldProblem('currentPassword', current.code, current.message),
    };
  }
  if (form.newPassword === form.currentPassword) {
    return { field: 'newPassword', message: T.samePassword };
  }
  if (form.newPassword !== form.confirmPassword) {
    return { field: 'confirmPassword', message: T.passwordMismatch };
  }
  const length = firstIssue(passwordSchema.safeParse(form.newPassword));
  if (length) {
    return {
      field: 'newPassword',
      message: T.fieldProblem('newPassword', length.code, length.message),
    };
  }
  return null;
}

/** `currentEmail` is the account's address as the server reports it. */
export function emailFormProblem(form: EmailForm, currentEmail: string): Problem<EmailForm> {
  const T = textsNow(settingsTexts);
  if (currentEmail && canonicalEmail(form.newEmail) === canonicalEmail(currentEmail)) {
    return { field: 'newEmail', message: T.emailInUse };
  }
  if (form.newEmail.trim() !== form.confirmEmail.trim()) {
    return { field: 'confirmEmail', message: T.emailMismatch };
  }
  const format = firstIssue(emailSchema.safeParse(form.newEmail));
  if (format) {
    return { field: 'newEmail', message: T.fieldProblem('newEmail', format.code, format.message) };
  }
  return null;
}

/** A react-hook-form resolver from one of the checks above. */
export function resolverOf<T extends FieldValues>(check: (form: T) => Problem<T>): Resolver<T> {
  return (values) => {
    const problem = check(values);
    if (!problem) return { values, errors: {} };
    const errors = {
      [problem.field]: { type: 'validate', message: problem.message },
    } as FieldErrors<T>;
    return { values: {}, errors };
  };
}
