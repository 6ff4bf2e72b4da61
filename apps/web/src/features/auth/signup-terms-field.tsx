import { pagePaths } from '@kamao/contract/page-paths';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { useTexts } from '../../lib/texts';
import { errorClass, linkClass } from './auth-styles';
import { AUTH_PAGE_TEXTS } from './auth-texts';

/** The sign-up form's 'I agree' checkbox, linking the terms of use and privacy policy. */
export function SignupTermsField({
  error,
  registration,
}: {
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const T = useTexts(AUTH_PAGE_TEXTS);
  const invalid = error !== undefined;
  return (
    <div>
      <label className="flex items-start gap-2.5 text-sm text-slate-700">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-emerald-700"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? 'signup-terms-error' : undefined}
          {...registration}
        />
        <span>
          {T.agreeBefore}{' '}
          <Link to={pagePaths.termsOfUse} className={linkClass}>
            {T.termsOfUse}
          </Link>{' '}
          {T.agreeBetween}{' '}
          <Link to={pagePaths.privacyPolicy} className={linkClass}>
            {T.privacyPolicy}
          </Link>
          {T.agreeAfter && ` ${T.agreeAfter}`}
        </span>
      </label>
      {invalid && (
        <p id="signup-terms-error" className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}
