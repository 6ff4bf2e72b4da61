import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { translateServerText } from '../../lib/server-texts';
import { errorClass, fieldClass, labelClass } from './auth-styles';

/**
 * One of the sign-up form's text inputs (name, mobile, e-mail) with its label and error. The
 * error may be a contract schema's English message, shown in the chosen language.
 */
export function SignupTextField({
  name,
  label,
  error: message,
  inputProps,
  registration,
}: {
  name: 'name' | 'mobile_number' | 'email_address';
  label: string;
  error: string | undefined;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  registration: UseFormRegisterReturn;
}) {
  const error = message && translateServerText(message);
  return (
    <div>
      <label htmlFor={`signup-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`signup-${name}`}
        className={fieldClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `signup-${name}-error` : undefined}
        {...inputProps}
        {...registration}
      />
      {error && (
        <p id={`signup-${name}-error`} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}
