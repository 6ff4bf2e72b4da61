import { useState, type InputHTMLAttributes } from 'react';
import { COMMON_TEXTS } from '../../lib/common-texts';
import { useTexts } from '../../lib/texts';
import { Icon } from '../../components/icon';
import { translateServerText } from '../../lib/server-texts';
import { errorClass, fieldClass, labelClass } from './auth-styles';

/**
 * A password input with its label, a show/hide toggle and its error
 * (docs/product/accounts.md#signup). The error may be a contract schema's English message (the
 * password rules), shown in the chosen language.
 */
export function PasswordField({
  id,
  label,
  error,
  inputProps,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };
}) {
  const common = useTexts(COMMON_TEXTS);
  const [shown, setShown] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          className={`${fieldClass} pr-12`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...inputProps}
        />
        <button
          type="button"
          onClick={() => setShown((value) => !value)}
          className="absolute inset-y-0 right-1 my-1.5 grid w-10 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          aria-label={shown ? common.login.hidePassword : common.login.showPassword}
          aria-pressed={shown}
          aria-controls={id}
        >
          <Icon name={shown ? 'eyeOff' : 'eye'} className="size-5" />
        </button>
      </div>
      {error && (
        <p id={errorId} className={errorClass}>
          {translateServerText(error)}
        </p>
      )}
    </div>
  );
}
