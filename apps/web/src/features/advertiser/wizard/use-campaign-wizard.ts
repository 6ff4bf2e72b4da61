import { rupeesToMilli } from '@kamao/contract/money';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { newIdempotencyKey } from '../../../lib/api-client';
import { useTexts } from '../../../lib/texts';
import { alertDialog } from '../../../lib/toast';
import type { AdvertiserCreateData } from '../api/advertiser-create-data';
import {
  belowMinimumOnCreateMessage,
  EMPTY_CAMPAIGN_FORM,
  subtotalMilli,
  toPayload,
  validateStep,
  type CampaignForm,
  type WizardStep,
} from './campaign-form';
import { durationOptionValue } from './step-reward';
import { useBuyCampaign } from './use-buy-campaign';
import { useEmbedCheck } from './use-embed-check';
import { useShortDepositChoice } from './use-short-deposit-choice';
import { useStepMessages } from './use-step-messages';
import { WIZARD_TEXTS } from './wizard-texts';

/**
 * The campaign wizard's form and steps: Next checks the step it leaves, and Create checks the
 * whole form again, the embedding, the minimum views and the deposit before buying.
 */
export function useCampaignWizard(data: AdvertiserCreateData) {
  const T = useTexts(WIZARD_TEXTS);
  const form = useForm<CampaignForm>({ defaultValues: EMPTY_CAMPAIGN_FORM });
  const [step, setStep] = useState<WizardStep>(1);
  // The preview step is the confirmation: each arrival at it makes a new idempotency key, which
  // every Create click there (and its automatic retries) sends, so one campaign is bought.
  const [confirmKey, setConfirmKey] = useState(newIdempotencyKey);
  const create = useBuyCampaign();
  const offerDepositChoice = useShortDepositChoice();
  const type = useWatch({ control: form.control, name: 'selectedOption_state' });
  const minimumViews = data.PTCAds_total_minimum_Views;
  const pricing = type ? data.PTCAds_pricing[type] : [];
  const passes = useStepMessages(form, minimumViews);
  const embedCheck = useEmbedCheck(form, type, () => setStep(3));

  const next = () => {
    const values = form.getValues();
    if (step === 1) {
      if (!type) return;
      // A duration priced for another type is no choice for this one.
      if (!pricing.some((entry) => durationOptionValue(entry) === values.step_3_duration)) {
        form.setValue('step_3_duration', '');
      }
      setStep(2);
    } else if (step === 2) {
      if (!passes(validateStep(2, values, { minimumViews }))) return;
      if (embedCheck.needed()) embedCheck.open(values.step_2_url.trim());
      else setStep(3);
    } else if (step === 3 && passes(validateStep(3, values, { minimumViews }))) {
      setConfirmKey(newIdempotencyKey());
      setStep(4);
    }
  };

  const submit = async () => {
    const values = form.getValues();
    // Steps 2 and 3 again: the member may have gone back and changed something.
    for (const each of [2, 3] as const) {
      if (!passes(validateStep(each, values, { minimumViews }))) return setStep(each);
    }
    if (embedCheck.needed()) {
      setStep(2);
      embedCheck.showNotEmbeddable();
      return;
    }
    if (Number(values.step_3_total_views) < minimumViews) {
      return alertDialog({
        icon: 'error',
        title: T.invalidViewsTitle,
        text: belowMinimumOnCreateMessage(minimumViews),
      });
    }
    const subtotal = subtotalMilli(values);
    if (subtotal > rupeesToMilli(data.userDepositBalance)) {
      return offerDepositChoice(subtotal, data.userDepositBalance);
    }
    create.mutate({ payload: toPayload(values), idempotencyKey: confirmKey });
  };

  return {
    form,
    step,
    setStep,
    type,
    pricing,
    next,
    submit,
    creating: create.isPending,
    embedCheck,
  };
}
