import { pagePaths } from '@kamao/contract/page-paths';
import { Link, useParams } from 'react-router';
import { Captcha } from '../../components/captcha';
import { Spinner } from '../../components/spinner';
import { getAppConfig } from '../../lib/app-config';
import { useTexts } from '../../lib/texts';
import { useDocumentTitle } from '../../lib/use-document-title';
import { cardClass, linkClass, primaryButtonClass } from './auth-styles';
import { AUTH_PAGE_TEXTS } from './auth-texts';
import { GoogleButton, OrDivider, useGoogleErrorNotice } from './google-sign-in';
import { SignupAccountFields } from './signup-account-fields';
import { SignupHeading } from './signup-heading';
import { SignupTermsField } from './signup-terms-field';
import { useSignupForm } from './use-signup-form';

/**
 * /signup and /signup/ref/{id} (docs/product/accounts.md#signup): name, mobile,
 * e-mail, password and re-entry with show/hide, the 'I agree' checkbox, captcha, Sign Up and
 * Sign Up With Google. On the referral path the referrer's userName travels as refer_by.
 */
export function SignupPage() {
  const T = useTexts(AUTH_PAGE_TEXTS);
  useDocumentTitle(T.signupTitle);
  useGoogleErrorNotice();
  const { id: referrer } = useParams();
  const config = getAppConfig();
  const form = useSignupForm(referrer);

  return (
    <div className="px-4 py-10 sm:py-16">
      <section aria-labelledby="signup-title" className={cardClass}>
        <SignupHeading referrer={referrer} />

        <form className="mt-6 space-y-5" noValidate onSubmit={(event) => void form.onSubmit(event)}>
          <SignupAccountFields form={form} />
          <SignupTermsField
            error={form.errors.terms?.message}
            registration={form.register('terms')}
          />

          <Captcha onToken={form.setCaptchaToken} resetKey={form.captchaReset} />

          <button
            type="submit"
            disabled={form.isPending}
            aria-busy={form.isPending}
            className={primaryButtonClass}
          >
            {form.isPending && <Spinner className="size-5" />}
            {T.signupButton}
          </button>
        </form>

        {config.googleClientConfigured && (
          <>
            <OrDivider />
            <GoogleButton label={T.signupWithGoogle} onClick={form.signUpWithGoogle} />
          </>
        )}

        <p className="mt-6 text-center text-sm text-slate-600">
          {T.haveAccount}{' '}
          <Link to={pagePaths.login} className={linkClass}>
            {T.loginTitle}
          </Link>
        </p>
      </section>
    </div>
  );
}
