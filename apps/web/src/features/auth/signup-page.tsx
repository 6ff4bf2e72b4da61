import { zodResolver } from '@hookform/resolvers/zod';
import { pagePaths } from '@kamao/contract/page-paths';
import { emailSchema, mobileNumberSchema, passwordSchema } from '@kamao/contract/validation';
import { SIGNUP_ERROR_TOAST_MS, PASSWORD_MISMATCH_TOAST_MS } from '@kamao/contract/constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { Captcha } from '../../components/captcha';
import { Spinner } from '../../components/spinner';
import { ApiError } from '../../lib/api-client';
import { getAppConfig } from '../../lib/app-config';
import { getStoredUserEmail } from '../../lib/storage';
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
import {
  ALREADY_REGISTERED,
  ALREADY_REGISTERED_MESSAGE,
  CAPTCHA_REQUIRED_MESSAGE,
  GOOGLE_TERMS_REQUIRED,
  MULTIPLE_ACCOUNTS_MESSAGE,
  PASSWORDS_DO_NOT_MATCH,
  SIGNUP_GENERIC_ERROR,
  SIGNUP_SUCCESS_MESSAGE,
  TERMS_REQUIRED,
} from './auth-texts';
import { GoogleButton, OrDivider, startGoogleSignIn, useGoogleErrorNotice } from './google-sign-in';
import { signupEmailMatchesStored } from './identity';
import { captchaField } from './captcha-field';
import { PasswordField } from './password-field';
import { toastFor } from './timed-toast';

const signupFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  mobile_number: mobileNumberSchema,
  email_address: emailSchema,
  password: passwordSchema,
  confirm_password: z.string().min(1, 'Please re-enter your password'),
  terms: z.boolean().refine((value) => value, TERMS_REQUIRED),
});
type SignupForm = z.input<typeof signupFormSchema>;
type SignupValues = z.output<typeof signupFormSchema>;

/**
 * /signup and /signup/ref/{id} (spec part 1 §2 "Signup screen", §4, §5, §8): name, mobile,
 * e-mail, password and re-entry with show/hide, the 'I agree' checkbox, captcha, Sign Up and
 * Sign Up With Google. On the referral path the referrer's userName travels as refer_by.
 */
export function SignupPage() {
  useDocumentTitle('Sign Up');
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
      void toastSuccess(SIGNUP_SUCCESS_MESSAGE);
      await navigate(pagePaths.login);
    },
    onError: (error) => {
      setCaptchaToken(undefined);
      setCaptchaReset((count) => count + 1);
      if (!(error instanceof ApiError) || !error.errorMessage) {
        void toastError(SIGNUP_GENERIC_ERROR);
        return;
      }
      if (error.errorMessage === ALREADY_REGISTERED) {
        void toastError(ALREADY_REGISTERED_MESSAGE);
        void navigate(pagePaths.login);
        return;
      }
      const messages = error.details.messages ?? [error.errorMessage];
      // A list of validation messages stays 4 s (spec part 1 §8, §9).
      if (messages.length > 1) void toastFor('error', messages.join('\n'), SIGNUP_ERROR_TOAST_MS);
      else void toastError(error.errorMessage);
    },
  });

  const onSubmit = handleSubmit((values) => {
    if (values.password !== values.confirm_password) {
      setError('confirm_password', { message: PASSWORDS_DO_NOT_MATCH });
      void toastFor('error', PASSWORDS_DO_NOT_MATCH, PASSWORD_MISMATCH_TOAST_MS);
      return;
    }
    if (!captchaToken) {
      void toastError(CAPTCHA_REQUIRED_MESSAGE);
      return;
    }
    const stored = getStoredUserEmail();
    if (stored && !signupEmailMatchesStored(values.email_address, stored)) {
      void toastError(MULTIPLE_ACCOUNTS_MESSAGE);
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
      void toastError(GOOGLE_TERMS_REQUIRED);
      return;
    }
    startGoogleSignIn('signup', referrer);
  };

  const textField = (
    name: 'name' | 'mobile_number' | 'email_address',
    label: string,
    props: React.InputHTMLAttributes<HTMLInputElement>,
  ) => {
    const error = errors[name]?.message;
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
          Sign Up
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          Create your free {config.siteName} account and start earning.
        </p>
        {referrer && (
          <p className="mt-3 rounded-xl bg-emerald-50 px-3.5 py-2.5 text-sm text-emerald-900">
            Invited by <strong className="font-semibold">{referrer}</strong>
          </p>
        )}

        <form className="mt-6 space-y-5" noValidate onSubmit={(event) => void onSubmit(event)}>
          {textField('name', 'Name', { type: 'text', autoComplete: 'name' })}
          {textField('mobile_number', 'Mobile Number', {
            type: 'tel',
            inputMode: 'numeric',
            autoComplete: 'tel-national',
            maxLength: 10,
            placeholder: '10-digit mobile number',
          })}
          {textField('email_address', 'Email', {
            type: 'email',
            autoComplete: 'email',
            autoCapitalize: 'none',
            spellCheck: false,
          })}
          <PasswordField
            id="signup-password"
            label="Password"
            error={errors.password?.message}
            inputProps={{ autoComplete: 'new-password', ...register('password') }}
          />
          <PasswordField
            id="signup-confirm-password"
            label="Re-enter Password"
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
                I agree to the{' '}
                <Link to={pagePaths.termsOfUse} className={linkClass}>
                  Terms of Use
                </Link>{' '}
                and{' '}
                <Link to={pagePaths.privacyPolicy} className={linkClass}>
                  Privacy Policy
                </Link>
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
            Sign Up
          </button>
        </form>

        {config.googleClientConfigured && (
          <>
            <OrDivider />
            <GoogleButton label="Sign Up With Google" onClick={signUpWithGoogle} />
          </>
        )}

        <p className="mt-6 text-center text-sm text-slate-600">
          Already have an account?{' '}
          <Link to={pagePaths.login} className={linkClass}>
            Login
          </Link>
        </p>
      </section>
    </div>
  );
}
