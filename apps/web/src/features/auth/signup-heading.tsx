import { getAppConfig } from '../../lib/app-config';
import { useTexts } from '../../lib/texts';
import { AUTH_PAGE_TEXTS } from './auth-texts';

/** The sign-up card's title and intro, and on the referral path who invited the visitor. */
export function SignupHeading({ referrer }: { referrer: string | undefined }) {
  const T = useTexts(AUTH_PAGE_TEXTS);
  const config = getAppConfig();
  return (
    <>
      <h1 id="signup-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {T.signupTitle}
      </h1>
      <p className="mt-1 text-sm text-slate-600">{T.signupIntro(config.siteName)}</p>
      {referrer && (
        <p className="mt-3 rounded-xl bg-emerald-50 px-3.5 py-2.5 text-sm text-emerald-900">
          {T.invitedBy}{' '}
          <strong className="font-semibold" translate="no">
            {referrer}
          </strong>
        </p>
      )}
    </>
  );
}
