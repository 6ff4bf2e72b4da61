import { pagePaths } from '@kamao/contract/page-paths';
import { useState } from 'react';
import { Link } from 'react-router';
import { COMMON_TEXTS } from '../../lib/common-texts';
import { Captcha } from '../../components/captcha';
import { Icon } from '../../components/icon';
import { Spinner } from '../../components/spinner';
import { getAppConfig } from '../../lib/app-config';
import { useTexts } from '../../lib/texts';
import { useDocumentTitle } from '../../lib/use-document-title';
import { cardClass, linkClass, primaryButtonClass } from './auth-styles';
import { AUTH_PAGE_TEXTS } from './auth-texts';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { GoogleButton, OrDivider, startGoogleSignIn, useGoogleErrorNotice } from './google-sign-in';
import { LoginIdentifierField } from './login-identifier-field';
import { LoginOptionsRow } from './login-options-row';
import { PasswordField } from './password-field';
import { useLoginForm } from './use-login-form';

/**
 * /login (docs/product/accounts.md#login): e-mail or username, password with show/hide, Remember
 * Me, captcha, Login with a spinner, Login With Google, 'I Forgot My Password' and Register. The
 * browser's stored account (`user`) may not be switched.
 */
export function LoginPage() {
  const common = useTexts(COMMON_TEXTS);
  const T = useTexts(AUTH_PAGE_TEXTS);
  useDocumentTitle(T.loginTitle);
  useGoogleErrorNotice();
  const config = getAppConfig();
  const [forgotOpen, setForgotOpen] = useState(false);
  const { register, errors, onSubmit, isPending, setCaptchaToken, captchaReset, hardCaptcha } =
    useLoginForm();

  return (
    <div className="px-4 py-10 sm:py-16">
      <section aria-labelledby="login-title" className={cardClass}>
        <h1 id="login-title" className="text-2xl font-bold tracking-tight text-slate-900">
          {T.loginTitle}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{common.login.intro}</p>

        <form className="mt-6 space-y-5" noValidate onSubmit={(event) => void onSubmit(event)}>
          <LoginIdentifierField register={register} error={errors.email_userName?.message} />

          <PasswordField
            id="login-password"
            label={T.passwordLabel}
            error={errors.password?.message}
            inputProps={{ autoComplete: 'current-password', ...register('password') }}
          />

          <LoginOptionsRow
            registration={register('loginRemember_state')}
            onForgotPassword={() => setForgotOpen(true)}
          />

          {hardCaptcha && (
            <p role="status" className="text-sm text-amber-800">
              {T.longerCheck}
            </p>
          )}
          <Captcha onToken={setCaptchaToken} resetKey={captchaReset} hard={hardCaptcha} />

          <button
            type="submit"
            disabled={isPending}
            aria-busy={isPending}
            className={primaryButtonClass}
          >
            {isPending ? (
              <>
                <Spinner className="size-5" />
                <span>{common.login.busy}</span>
              </>
            ) : (
              <>
                <Icon name="login" className="size-5" />
                {T.loginButton}
              </>
            )}
          </button>
        </form>

        {config.googleClientConfigured && (
          <>
            <OrDivider />
            <GoogleButton label={T.loginWithGoogle} onClick={() => startGoogleSignIn('login')} />
          </>
        )}

        <p className="mt-6 text-center text-sm text-slate-600">
          {common.login.newHere(config.siteName)}{' '}
          <Link to={pagePaths.signup} className={linkClass}>
            {T.register}
          </Link>
        </p>
      </section>

      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </div>
  );
}
