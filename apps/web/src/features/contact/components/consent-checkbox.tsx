import { pagePaths } from '@kamao/contract/page-paths';
import { useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { useTexts } from '../../../lib/texts';
import { contactTexts } from '../contact-texts';

/** The contact form's consent checkbox, with the terms and privacy links, and its error. */
export function ConsentCheckbox({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
}) {
  const t = useTexts(contactTexts);
  const errorId = `${useId()}-consent-error`;
  return (
    <div>
      <label className="flex min-h-11 items-start gap-3 text-sm text-slate-700">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-emerald-700"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...registration}
        />
        <span>
          {t.consentBefore}{' '}
          <Link to={pagePaths.termsOfUse} className="font-medium text-emerald-800 underline">
            {t.terms}
          </Link>{' '}
          {t.consentAnd}{' '}
          <Link to={pagePaths.privacyPolicy} className="font-medium text-emerald-800 underline">
            {t.privacy}
          </Link>
          {t.consentAfter}
        </span>
      </label>
      {error?.message && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-rose-700">
          {error.message}
        </p>
      )}
    </div>
  );
}
