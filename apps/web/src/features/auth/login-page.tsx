import { zodResolver } from '@hookform/resolvers/zod';
import { pagePaths } from '@kamao/contract/page-paths';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { COMMON_TEXTS } from '../../lib/common-texts';
import { Captcha } from '../../components/captcha';
import { Icon } from '../../components/icon';
import { Spinner } from '../../components/spinner';
import { ApiError, errorMessageOf } from '../../lib/api-client';
import { getAppConfig } from '../../lib/app-config';
import { CHECK_LOGIN_QUERY_KEY, MEMBER_QUERY_ROOT } from '../../lib/query-keys';
import { clearStoredUser, getStoredUserEmail, setStoredUserEmail } from '../../lib/storage';
import { translateServerText } from '../../lib/server-texts';
import { textsNow, useTexts } from '../../lib/texts';
import { toastError, toastSuccess } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { LoginPayload } from '@kamao/contract/api-auth';
import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import { fetchAccountEmail } from './api/account-email';
import { loginFormSchema, useLoginMutation } from './api/login';
import {
  cardClass,
  errorClass,
  fieldClass,
  labelClass,
  linkClass,
  primaryButtonClass,
} from './auth-styles';
import { AUTH_PAGE_TEXTS } from './auth-texts';
import { captchaField } from './captcha-field';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { GoogleButton, OrDivider, startGoogleSignIn, useGoogleErrorNotice } from './google-sign-in';
import { identifierMatchesStoredEmail, looksLikeEmail, stripIdentifierDots } from './identity';
import { PasswordField } from './password-field';

type LoginForm = Omit<LoginPayload, 'captcha_token'>;

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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = getAppConfig();
  const [captchaToken, setCaptchaToken] = useState<string | undefined>();
  const [captchaReset, setCaptchaReset] = useState(0);
  const [forgotOpen, setForgotOpen] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email_userName: '', password: '', loginRemember_state: false },
  });

  const login = useLoginMutation({
    onSuccess: async () => {
      const typed = getValues('email_userName').trim();
      // Whatever an earlier member left in the cache is not this member's.
      queryClient.removeQueries({ queryKey: [MEMBER_QUERY_ROOT] });
      queryClient.setQueryData(CHECK_LOGIN_QUERY_KEY, true);
      const email = looksLikeEmail(typed) ? typed : await fetchAccountEmail();
      if (email) setStoredUserEmail(email);
      void toastSuccess(textsNow(AUTH_PAGE_TEXTS).loginSuccess);
      await navigate(pagePaths.memberDashboard);
    },
    onError: (error) => {
      // Each captcha answer is accepted once: a fresh one for the next try.
      setCaptchaToken(undefined);
      setCaptchaReset((count) => count + 1);
      if (error instanceof ApiError && error.errorMessage) {
        const stored = getStoredUserEmail();
        const typed = getValues('email_userName');
        // The spec's English text, as the server sent it.
        if (
          error.errorMessage === AUTH_TEXTS.invalidDetails &&
          stored &&
          identifierMatchesStoredEmail(typed, stored)
        ) {
          clearStoredUser();
        }
      }
      void toastError(errorMessageOf(error, textsNow(AUTH_PAGE_TEXTS).loginGenericError));
    },
  });

  const onSubmit = handleSubmit((values) => {
    const identifier = values.email_userName.trim();
    if (!captchaToken) {
      void toastError(T.captchaRequired);
      return;
    }
    const stored = getStoredUserEmail();
    if (stored && !identifierMatchesStoredEmail(identifier, stored)) {
      void toastError(T.accountSwitching(stored));
      return;
    }
    login.mutate({
      email_userName: stripIdentifierDots(identifier),
      password: values.password,
      loginRemember_state: values.loginRemember_state ?? false,
      ...captchaField(captchaToken),
    });
  });

  return (
    <div className="px-4 py-10 sm:py-16">
      <section aria-labelledby="login-title" className={cardClass}>
        <h1 id="login-title" className="text-2xl font-bold tracking-tight text-slate-900">
          {T.loginTitle}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{common.login.intro}</p>

        <form className="mt-6 space-y-5" noValidate onSubmit={(event) => void onSubmit(event)}>
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
              aria-invalid={errors.email_userName ? true : undefined}
              aria-describedby={errors.email_userName ? 'login-identifier-error' : undefined}
              // The identifier is trimmed on input (docs/product/accounts.md#login).
              {...register('email_userName', {
                onChange: (event: { target: HTMLInputElement }) => {
                  const trimmed = event.target.value.trim();
                  if (trimmed !== event.target.value) event.target.value = trimmed;
                },
                setValueAs: (value: string) => value.trim(),
              })}
            />
            {errors.email_userName && (
              <p id="login-identifier-error" className={errorClass}>
                {translateServerText(errors.email_userName.message ?? '')}
              </p>
            )}
          </div>

          <PasswordField
            id="login-password"
            label={T.passwordLabel}
            error={errors.password?.message}
            inputProps={{ autoComplete: 'current-password', ...register('password') }}
          />

          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <label className="flex items-center gap-2.5 text-sm text-slate-700">
              <input
                type="checkbox"
                className="size-4 rounded border-slate-300 accent-emerald-700"
                {...register('loginRemember_state')}
              />
              {T.rememberMe}
            </label>
            <button
              type="button"
              onClick={() => setForgotOpen(true)}
              className="text-sm font-semibold text-emerald-800 underline-offset-2 hover:underline"
            >
              {T.forgotPassword}
            </button>
          </div>

          <Captcha onToken={setCaptchaToken} resetKey={captchaReset} />

          <button
            type="submit"
            disabled={login.isPending}
            aria-busy={login.isPending}
            className={primaryButtonClass}
          >
            {login.isPending ? (
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
