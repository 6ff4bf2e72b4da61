import { MOBILE_NUMBER_TYPED_MAX_LENGTH } from '@kamao/contract/constants';
import { useTexts } from '../../lib/texts';
import { AUTH_PAGE_TEXTS } from './auth-texts';
import { PasswordField } from './password-field';
import { SignupTextField } from './signup-text-field';
import type { useSignupForm } from './use-signup-form';

/** The sign-up form's account inputs: name, mobile, e-mail, password and its re-entry. */
export function SignupAccountFields({ form }: { form: ReturnType<typeof useSignupForm> }) {
  const T = useTexts(AUTH_PAGE_TEXTS);
  const { register, errors } = form;
  return (
    <>
      <SignupTextField
        name="name"
        label={T.nameLabel}
        error={errors.name?.message}
        inputProps={{ type: 'text', autoComplete: 'name' }}
        registration={register('name')}
      />
      <SignupTextField
        name="mobile_number"
        label={T.mobileLabel}
        error={errors.mobile_number?.message}
        inputProps={{
          type: 'tel',
          inputMode: 'tel',
          autoComplete: 'tel-national',
          // Room for the Indian ways of writing it ("+91 98123 45678"); 10 digits are kept.
          maxLength: MOBILE_NUMBER_TYPED_MAX_LENGTH,
          placeholder: T.mobilePlaceholder,
        }}
        registration={register('mobile_number')}
      />
      <SignupTextField
        name="email_address"
        label={T.emailLabel}
        error={errors.email_address?.message}
        inputProps={{
          type: 'email',
          autoComplete: 'email',
          autoCapitalize: 'none',
          spellCheck: false,
        }}
        registration={register('email_address')}
      />
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
    </>
  );
}
