import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, errorMessageOf } from '../../lib/api-client';
import { clearStoredUser, getStoredUserEmail } from '../../lib/storage';
import { textsNow, useTexts } from '../../lib/texts';
import { toastError } from '../../lib/toast';
import type { LoginPayload } from '@kamao/contract/api-auth';
import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import { loginFormSchema, useLoginMutation } from './api/login';
import { AUTH_PAGE_TEXTS } from './auth-texts';
import { captchaField } from './captcha-field';
import { identifierMatchesStoredEmail, stripIdentifierDots } from './identity';
import { useAfterLogin } from './use-after-login';

export type LoginForm = Omit<LoginPayload, 'captcha_token'>;

/**
 * The login form's state and actions: the captcha (the harder one once the server asks for it)
 * and account-switching checks before sending,
 * the request, and what follows it (the member's cache and stored e-mail, toasts, the dashboard).
 */
export function useLoginForm() {
  const T = useTexts(AUTH_PAGE_TEXTS);
  const afterLogin = useAfterLogin();
  const [captchaToken, setCaptchaToken] = useState<string | undefined>();
  const [captchaReset, setCaptchaReset] = useState(0);
  // Once the server asks for the longer check, the form keeps asking for it.
  const [hardCaptcha, setHardCaptcha] = useState(false);
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
    onSuccess: () => afterLogin(getValues('email_userName').trim()),
    onError: (error) => {
      // Each captcha answer is accepted once: a fresh one for the next try.
      setCaptchaToken(undefined);
      setCaptchaReset((count) => count + 1);
      if (error instanceof ApiError && error.errorMessage === AUTH_TEXTS.strongerCheckNeeded) {
        setHardCaptcha(true);
      }
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

  return {
    register,
    errors,
    onSubmit,
    isPending: login.isPending,
    setCaptchaToken,
    captchaReset,
    hardCaptcha,
  };
}
