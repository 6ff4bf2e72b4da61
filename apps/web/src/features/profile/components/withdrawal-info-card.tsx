import type { ProfilePayload } from '@kamao/contract/api-account';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField, inputClass, TextField } from '../../../components/form-field';
import { useTexts } from '../../../lib/texts';
import { profileTexts } from '../profile-texts';
import { Card } from './form-field';
import type { WithdrawalMethod } from './use-profile-form';
import { WithdrawalMethodDetails } from './withdrawal-method-details';

/**
 * The profile's 'Withdrawal Info' card: a method from the operator's list, the account text, and
 * the chosen method's details and minimum.
 */
export function WithdrawalInfoCard({
  register,
  errors,
  methods,
  chosen,
}: {
  register: UseFormRegister<ProfilePayload>;
  errors: FieldErrors<ProfilePayload>;
  methods: WithdrawalMethod[];
  chosen: WithdrawalMethod | undefined;
}) {
  const t = useTexts(profileTexts);
  return (
    <Card
      titleId="withdrawal-info-title"
      title={t.withdrawalTitle}
      hint={t.withdrawalHint}
      icon="wallet"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t.method} error={errors.withdrawal_method?.message}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              className={inputClass}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('withdrawal_method')}
            >
              <option value="">{methods.length > 0 ? t.methodPlaceholder : t.noMethods}</option>
              {methods.map((method) => (
                <option
                  key={method.withdrawalMethod_name}
                  value={method.withdrawalMethod_name}
                  translate="no"
                >
                  {method.withdrawalMethod_name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <TextField
          label={t.account}
          placeholder={t.accountPlaceholder}
          autoComplete="off"
          spellCheck={false}
          error={errors.withdrawal_account_information?.message}
          registration={register('withdrawal_account_information')}
        />
      </div>
      {chosen && <WithdrawalMethodDetails method={chosen} />}
    </Card>
  );
}
