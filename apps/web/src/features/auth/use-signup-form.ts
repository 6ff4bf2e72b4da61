import { zodResolver } from '@hookform/resolvers/zod';
import { pagePaths } from '@kamao/contract/page-paths';
import { emailSchema, mobileNumberSchema, passwordSchema } from '@kamao/contract/validation';
import { SIGNUP_ERROR_TOAST_MS, PASSWORD_MISMATCH_TOAST_MS } from '@kamao/contract/constants';
import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import { FIELD_TEXTS } from '@kamao/contract/validation-texts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, type NavigateFunction } from 'react-router';
import { z } from 'zod';
import { ApiError, errorMessagesOf } from '../../lib/api-client';
import { getStoredUserEmail } from '../../lib/storage';
import { textsNow, useTexts } from '../../lib/texts';
import { toastError, toastSuccess } from '../../lib/toast';
import { useSignupMutation } from './api/signup';
import { AUTH_PAGE_TEXTS } from './auth-texts';
import { startGoogleSignIn } from './google-sign-in';
import { signupEmailMatchesStored } from './identity';
import { captchaField } from './captcha-field';
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

const emptySignupForm: SignupForm = {
  name: '',
  mobile_number: '',
  email_address: '',
  password: '',
  confirm_password: '',
  terms: false,
};

/** Why sign-up failed; an account that already exists goes on to /login. */
function toastSignupError(error: unknown, navigate: NavigateFunction) {
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
}

/**
 * The sign-up form's state and actions: the checks before sending (passwords match, captcha
 * solved, one account per browser), the request, its outcome's toasts, and the Google button's
 * terms check. `referrer` is the userName from /signup/ref/{id}, sent as refer_by.
 */
export function useSignupForm(referrer: string | undefined) {
  const T = useTexts(AUTH_PAGE_TEXTS);
  const navigate = useNavigate();
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
    defaultValues: emptySignupForm,
  });

  const signup = useSignupMutation({
    onSuccess: async () => {
      void toastSuccess(textsNow(AUTH_PAGE_TEXTS).signupSuccess);
      await navigate(pagePaths.login);
    },
    onError: (error) => {
      setCaptchaToken(undefined);
      setCaptchaReset((count) => count + 1);
      toastSignupError(error, navigate);
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

  return {
    register,
    errors,
    onSubmit,
    signUpWithGoogle,
    isPending: signup.isPending,
    setCaptchaToken,
    captchaReset,
  };
}
