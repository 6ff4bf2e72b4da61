import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTexts } from '../../lib/texts';
import { AUTH_PAGE_TEXTS } from './auth-texts';

/** The login form's Remember Me checkbox and its 'I Forgot My Password' button. */
export function LoginOptionsRow({
  registration,
  onForgotPassword,
}: {
  registration: UseFormRegisterReturn;
  onForgotPassword: () => void;
}) {
  const T = useTexts(AUTH_PAGE_TEXTS);
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <label className="flex items-center gap-2.5 text-sm text-slate-700">
        <input
          type="checkbox"
          className="size-4 rounded border-slate-300 accent-emerald-700"
          {...registration}
        />
        {T.rememberMe}
      </label>
      <button
        type="button"
        onClick={onForgotPassword}
        className="text-sm font-semibold text-emerald-800 underline-offset-2 hover:underline"
      >
        {T.forgotPassword}
      </button>
    </div>
  );
}
