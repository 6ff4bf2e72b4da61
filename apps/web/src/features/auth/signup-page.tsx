import { zodResolver } from '@hookform/resolvers/zod';
import { pagePaths } from '@kamao/contract/page-paths';
import { emailSchema, mobileNumberSchema, passwordSchema } from '@kamao/contract/validation';
import { SIGNUP_ERROR_TOAST_MS, PASSWORD_MISMATCH_TOAST_MS } from '@kamao/contract/constants';
import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import { FIELD_TEXTS } from '@kamao/contract/validation-texts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { Captcha } from '../../components/captcha';
import { Spinner } from '../../components/spinner';
import { ApiError, errorMessagesOf } from '../../lib/api-client';
import { getAppConfig } from '../../lib/app-config';
import { getStoredUserEmail } from '../../lib/storage';
import { translateServerText } from '../../lib/server-texts';
import { textsNow, useTexts } from '../../lib/texts';
import { toastError, toastSuccess } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSignupMutation } from './api/signup';
import {
  cardClass,
  errorClass,
  fieldClass,
  labelClass,
  linkClass,
  primaryButtonClass,
} from './auth-styles';
import { AUTH_PAGE_TEXTS } from './auth-texts';
import { GoogleButton, OrDivider, startGoogleSignIn, useGoogleErrorNotice } from './google-sign-in';
import { signupEmailMatchesStored } from './identity';
import { captchaField } from './captcha-field';
import { PasswordField } from './password-field';
import { toastFor } from './timed-toast';

// The page's own messages are read when a check fails, in the language chosen then; the
// contract's (English) are translated where they are shown.
const signupFormSchema = z.object({
  name: z.string().trim().min(1, FIELD_TEXTS.nameRequired).max(100),
  mobile_number: mobileNumberSchema,
  email_address: emailSchema,
  password: passwordSchema,
  confirm_password: z
    .string()
    .min(1, { error: () => textsNow(AUTH_PAGE_TEXTS).reenterPasswordRequired }),
  terms: z
    .boolean()
    .refine((value) => value, { error: () => textsNow(AUTH_PAGE_TEXTS).termsRequired }),
});
type SignupForm = z.input<typeof signupFormSchema>;
type SignupValues = z.output<typeof signupFormSchema>;

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
  const navigate = useNavigate();
  const config = getAppConfig();
  const [captchaToken, setCaptchaToken] = useState<string | undefined>();
  const [captchaReset, setCaptchaReset] = useState(0);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<SignupForm, unknown, SignupValues>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: {
      name: '',
      mobile_number: '',
      email_address: '',
      password: '',
      confirm_password: '',
      terms: false,
    },
  });

  const signup = useSignupMutation({
    onSuccess: async () => {
      void toastSuccess(textsNow(AUTH_PAGE_TEXTS).signupSuccess);
      await navigate(pagePaths.login);
    },
    onError: (error) => {
      setCaptchaToken(undefined);
      setCaptchaReset((count) => count + 1);
      const texts = textsNow(AUTH_PAGE_TEXTS);
      if (!(error instanceof ApiError) || !error.errorMessage) {
        void toastError(texts.signupGenericError);
        return;
      }
      // The spec's English text, as the server sent it.
      if (error.errorMessage === AUTH_TEXTS.alreadyRegistered) {
        void toastError(texts.alreadyRegistered);
        void navigate(pagePaths.login);
        return;
      }
      const messages = errorMessagesOf(error);
      // A list of validation messages stays 4 s (docs/product/common.md#toasts-and-dialogs).
      if (messages.length > 1) void toastFor('error', messages.join('\n'), SIGNUP_ERROR_TOAST_MS);
      else void toastError(messages[0] ?? texts.signupGenericError);
    },
  });

  const onSubmit = handleSubmit((values) => {
    if (values.password !== values.confirm_password) {
      setError('confirm_password', { message: T.passwordsDoNotMatch });
      void toastFor('error', T.passwordsDoNotMatch, PASSWORD_MISMATCH_TOAST_MS);
      return;
    }
    if (!captchaToken) {
      void toastError(T.captchaRequired);
      return;
    }
    const stored = getStoredUserEmail();
    if (stored && !signupEmailMatchesStored(values.email_address, stored)) {
      void toastError(T.multipleAccounts);
      return;
    }
    signup.mutate({
      name: values.name.trim(),
      mobile_number: values.mobile_number,
      email_address: values.email_address.trim(),
      password: values.password,
      ...(referrer ? { refer_by: referrer } : {}),
      ...captchaField(captchaToken),
    });
  });

  const signUpWithGoogle = () => {
    if (!getValues('terms')) {
      void toastError(T.termsRequired);
      return;
    }
    startGoogleSignIn('signup', referrer);
  };

  const textField = (
    name: 'name' | 'mobile_number' | 'email_address',
    label: string,
    props: React.InputHTMLAttributes<HTMLInputElement>,
  ) => {
    const message = errors[name]?.message;
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
          {...props}
          {...register(name)}
        />
        {error && (
          <p id={`signup-${name}-error`} className={errorClass}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className="px-4 py-10 sm:py-16">
      <section aria-labelledby="signup-title" className={cardClass}>
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

        <form className="mt-6 space-y-5" noValidate onSubmit={(event) => void onSubmit(event)}>
          {textField('name', T.nameLabel, { type: 'text', autoComplete: 'name' })}
          {textField('mobile_number', T.mobileLabel, {
            type: 'tel',
            inputMode: 'numeric',
            autoComplete: 'tel-national',
            maxLength: 10,
            placeholder: T.mobilePlaceholder,
          })}
          {textField('email_address', T.emailLabel, {
            type: 'email',
            autoComplete: 'email',
            autoCapitalize: 'none',
            spellCheck: false,
          })}
          <PasswordField
            id="signup-password"
            label={T.passwordLabel}
            error={errors.password?.message}
            inputProps={{ autoComplete: 'new-password', ...register('password') }}
          />
          <PasswordField
            id="signup-confirm-password"
            label={T.reenterPasswordLabel}
            error={errors.confirm_password?.message}
            inputProps={{ autoComplete: 'new-password', ...register('confirm_password') }}
          />

          <div>
            <label className="flex items-start gap-2.5 text-sm text-slate-700">
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-emerald-700"
                aria-invalid={errors.terms ? true : undefined}
                aria-describedby={errors.terms ? 'signup-terms-error' : undefined}
                {...register('terms')}
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
            {errors.terms && (
              <p id="signup-terms-error" className={errorClass}>
                {errors.terms.message}
              </p>
            )}
          </div>

          <Captcha onToken={setCaptchaToken} resetKey={captchaReset} />

          <button
            type="submit"
            disabled={signup.isPending}
            aria-busy={signup.isPending}
            className={primaryButtonClass}
          >
            {signup.isPending && <Spinner className="size-5" />}
            {T.signupButton}
          </button>
        </form>

        {config.googleClientConfigured && (
          <>
            <OrDivider />
            <GoogleButton label={T.signupWithGoogle} onClick={signUpWithGoogle} />
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
