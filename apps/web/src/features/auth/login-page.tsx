import { zodResolver } from '@hookform/resolvers/zod';
import { pagePaths } from '@kamao/contract/page-paths';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Icon } from '../../components/icon';
import { Spinner } from '../../components/spinner';
import { errorMessageOf } from '../../lib/api-client';
import { getAppConfig } from '../../lib/app-config';
import { CHECK_LOGIN_QUERY_KEY, MEMBER_QUERY_ROOT } from '../../lib/query-keys';
import { GENERIC_ERROR_MESSAGE, LOGIN_SUCCESS_MESSAGE } from '../../lib/messages';
import { toastError, toastSuccess } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { LoginPayload } from '@kamao/contract/api-auth';
import { loginFormSchema, useLoginMutation } from './api/login';

type LoginForm = Omit<LoginPayload, 'captcha_token'>;

const field =
  'mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-emerald-600';

/**
 * A working login form ahead of the accounts issue (spec part 1 §2 "Login screen", §4):
 * e-mail or username, password with show/hide, Remember Me, Login with a spinner. Success
 * toasts 'Login Success!' and opens the dashboard; the server's error_msg is toasted.
 */
export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle('Login');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email_userName: '', password: '', loginRemember_state: false },
  });

  const login = useLoginMutation({
    onSuccess: async () => {
      // Whatever an earlier member left in the cache is not this member's.
      queryClient.removeQueries({ queryKey: [MEMBER_QUERY_ROOT] });
      queryClient.setQueryData(CHECK_LOGIN_QUERY_KEY, true);
      void toastSuccess(LOGIN_SUCCESS_MESSAGE);
      await navigate(pagePaths.memberDashboard);
    },
    onError: (error) => void toastError(errorMessageOf(error, GENERIC_ERROR_MESSAGE)),
  });

  const onSubmit = handleSubmit((values) =>
    login.mutate({
      email_userName: values.email_userName.trim(),
      password: values.password,
      loginRemember_state: values.loginRemember_state ?? false,
    }),
  );

  return (
    <div className="px-4 py-10 sm:py-16">
      <section
        aria-labelledby="login-title"
        className="mx-auto w-full max-w-md rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h1 id="login-title" className="text-2xl font-bold tracking-tight text-slate-900">
          Login
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t('login.intro')}</p>

        <form className="mt-6 space-y-5" noValidate onSubmit={(event) => void onSubmit(event)}>
          <div>
            <label htmlFor="login-identifier" className="text-sm font-medium text-slate-800">
              Email or Username
            </label>
            <input
              id="login-identifier"
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              className={field}
              aria-invalid={errors.email_userName ? true : undefined}
              aria-describedby={errors.email_userName ? 'login-identifier-error' : undefined}
              // The identifier is trimmed on input (spec part 1 §5).
              {...register('email_userName', { setValueAs: (value: string) => value.trim() })}
            />
            {errors.email_userName && (
              <p id="login-identifier-error" className="mt-1 text-sm text-rose-700">
                {errors.email_userName.message}
              </p>
            )}
          </div>

          <div>
            <label htmlFor="login-password" className="text-sm font-medium text-slate-800">
              Password
            </label>
            <div className="relative">
              <input
                id="login-password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                className={`${field} pr-12`}
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? 'login-password-error' : undefined}
                {...register('password')}
              />
              <button
                type="button"
                onClick={() => setShowPassword((shown) => !shown)}
                className="absolute inset-y-0 right-1 my-1.5 grid w-10 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
                aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                aria-pressed={showPassword}
              >
                <Icon name={showPassword ? 'eyeOff' : 'eye'} className="size-5" />
              </button>
            </div>
            {errors.password && (
              <p id="login-password-error" className="mt-1 text-sm text-rose-700">
                {errors.password.message}
              </p>
            )}
          </div>

          <label className="flex items-center gap-2.5 text-sm text-slate-700">
            <input
              type="checkbox"
              className="size-4 rounded border-slate-300 accent-emerald-700"
              {...register('loginRemember_state')}
            />
            Remember Me
          </label>

          <button
            type="submit"
            disabled={login.isPending}
            aria-busy={login.isPending}
            className="flex w-full items-center justify-center gap-2 rounded-xl bg-emerald-700 px-4 py-3 font-semibold text-white shadow-sm hover:bg-emerald-800 disabled:cursor-wait disabled:opacity-80"
          >
            {login.isPending ? (
              <>
                <Spinner className="size-5" />
                <span>{t('login.busy')}</span>
              </>
            ) : (
              <>
                <Icon name="login" className="size-5" />
                Login
              </>
            )}
          </button>
        </form>

        <p className="mt-6 text-center text-sm text-slate-600">
          {t('login.newHere', { site: getAppConfig().siteName })}{' '}
          <Link
            to={pagePaths.signup}
            className="font-semibold text-emerald-800 underline underline-offset-2"
          >
            Register
          </Link>
        </p>
      </section>
    </div>
  );
}
