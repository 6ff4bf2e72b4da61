import type { ProfilePayload } from '@kamao/contract/api-account';
import { MOBILE_NUMBER_TYPED_MAX_LENGTH } from '@kamao/contract/constants';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/form-field';
import { useTexts } from '../../../lib/texts';
import { profileTexts } from '../profile-texts';
import { Card } from './form-field';

/** The profile's 'Profile & Billing' card: name, address, city, state, zip code, mobile number. */
export function BillingCard({
  register,
  errors,
}: {
  register: UseFormRegister<ProfilePayload>;
  errors: FieldErrors<ProfilePayload>;
}) {
  const t = useTexts(profileTexts);
  return (
    <Card titleId="profile-billing-title" title={t.billingTitle} hint={t.billingHint} icon="user">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.name}
          autoComplete="name"
          error={errors.name?.message}
          registration={register('name')}
          className="sm:col-span-2"
        />
        <TextField
          label={t.address}
          autoComplete="street-address"
          error={errors.address?.message}
          registration={register('address')}
          className="sm:col-span-2"
        />
        <TextField
          label={t.city}
          autoComplete="address-level2"
          error={errors.city?.message}
          registration={register('city')}
        />
        <TextField
          label={t.state}
          autoComplete="address-level1"
          error={errors.state?.message}
          registration={register('state')}
        />
        <TextField
          label={t.zip}
          autoComplete="postal-code"
          inputMode="numeric"
          error={errors.zip_code?.message}
          registration={register('zip_code')}
        />
        <TextField
          label={t.mobile}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          maxLength={MOBILE_NUMBER_TYPED_MAX_LENGTH}
          error={errors.mobile_number?.message}
          registration={register('mobile_number')}
        />
      </div>
    </Card>
  );
}
