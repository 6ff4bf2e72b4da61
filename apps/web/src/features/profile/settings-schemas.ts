import { passwordChangePayloadSchema } from '@kamao/contract/api-account';
import { canonicalEmail, emailSchema, passwordSchema } from '@kamao/contract/validation';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import {
  EMAIL_IN_USE_MESSAGE,
  EMAIL_MISMATCH_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  SAME_PASSWORD_MESSAGE,
} from './profile-texts';

/**
 * The settings forms' checks (spec part 1 §5), in the spec's order, before anything is sent;
 * the server repeats them and its error_msg is shown once these pass. Each check returns the
 * first problem only, as the spec lists them one after the other.
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

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

export function passwordFormProblem(form: PasswordForm): Problem<PasswordForm> {
  const current = firstIssue(
    passwordChangePayloadSchema.shape.currentPassword_state.safeParse(form.currentPassword),
  );
  if (current) return { field: 'currentPassword', message: current };
  if (form.newPassword === form.currentPassword) {
    return { field: 'newPassword', message: SAME_PASSWORD_MESSAGE };
  }
  if (form.newPassword !== form.confirmPassword) {
    return { field: 'confirmPassword', message: PASSWORD_MISMATCH_MESSAGE };
  }
  const length = firstIssue(passwordSchema.safeParse(form.newPassword));
  if (length) return { field: 'newPassword', message: length };
  return null;
}

/** `currentEmail` is the account's address as the server reports it. */
export function emailFormProblem(form: EmailForm, currentEmail: string): Problem<EmailForm> {
  if (currentEmail && canonicalEmail(form.newEmail) === canonicalEmail(currentEmail)) {
    return { field: 'newEmail', message: EMAIL_IN_USE_MESSAGE };
  }
  if (form.newEmail.trim() !== form.confirmEmail.trim()) {
    return { field: 'confirmEmail', message: EMAIL_MISMATCH_MESSAGE };
  }
  const format = firstIssue(emailSchema.safeParse(form.newEmail));
  if (format) return { field: 'newEmail', message: format };
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
