import type { UseFormRegister } from 'react-hook-form';
import { translateServerText } from '../../lib/server-texts';
import { useTexts } from '../../lib/texts';
import { errorClass, fieldClass, labelClass } from './auth-styles';
import { AUTH_PAGE_TEXTS } from './auth-texts';
import type { LoginForm } from './use-login-form';

/** The login form's e-mail-or-username input with its label and error. */
export function LoginIdentifierField({
  register,
  error,
}: {
  register: UseFormRegister<LoginForm>;
  error: string | undefined;
}) {
  const T = useTexts(AUTH_PAGE_TEXTS);
  return (
    <div>
      <label htmlFor="login-identifier" className={labelClass}>
        {T.identifierLabel}
      </label>
      <input
        id="login-identifier"
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        className={fieldClass}
        aria-invalid={error !== undefined ? true : undefined}
        aria-describedby={error !== undefined ? 'login-identifier-error' : undefined}
        // The identifier is trimmed on input (docs/product/accounts.md#login).
        {...register('email_userName', {
          onChange: (event: { target: HTMLInputElement }) => {
            const trimmed = event.target.value.trim();
            if (trimmed !== event.target.value) event.target.value = trimmed;
          },
          setValueAs: (value: string) => value.trim(),
        })}
      />
      {error !== undefined && (
        <p id="login-identifier-error" className={errorClass}>
          {translateServerText(error)}
        </p>
      )}
    </div>
  );
}
