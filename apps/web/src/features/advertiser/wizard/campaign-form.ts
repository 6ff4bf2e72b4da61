import {
  campaignCreatePayloadSchema,
  parseDurationOption,
  type CampaignCreatePayload,
} from '@kamao/contract/api-advertiser';
import {
  CAMPAIGN_DESCRIPTION_MAX_LENGTH,
  CAMPAIGN_INTERVAL_DEFAULT_HOURS,
  CAMPAIGN_TITLE_MAX_LENGTH,
  type CampaignType,
} from '@kamao/contract/constants';
import { milliToRupees, rupeesToMilli } from '@kamao/contract/money';
import { textsNow } from '../../../lib/texts';
import { fieldMessageIn, WIZARD_TEXTS } from './wizard-texts';

/**
 * The campaign wizard's form (docs/product/advertiser.md#calls-and-fields, #step-checks): what the
 * inputs hold, the validation run on leaving steps 2 and 3 (the contract's schema, so the server
 * checks the same rules with the same texts), and the payload Create sends.
 */
export interface CampaignForm {
  selectedOption_state: CampaignType | '';
  step_2_title: string;
  step_2_url: string;
  step_2_description: string;
  /** 'seconds-price', or '' while 'Choose Any One' is selected. */
  step_3_duration: string;
  /** Digits as typed. */
  step_3_total_views: string;
  step_3_interval_in_hours: number;
  step_3_enableLimit: boolean;
  step_3_limitViewsPerDay: string;
}

export type CampaignField = keyof CampaignForm;
export type WizardStep = 1 | 2 | 3 | 4;

export const EMPTY_CAMPAIGN_FORM: CampaignForm = {
  selectedOption_state: '',
  step_2_title: '',
  step_2_url: '',
  step_2_description: '',
  step_3_duration: '',
  step_3_total_views: '',
  // The slider shows 13 when unset (docs/product/advertiser.md#step-checks); starting there means
  // what is shown is what is sent.
  step_3_interval_in_hours: CAMPAIGN_INTERVAL_DEFAULT_HOURS,
  step_3_enableLimit: false,
  step_3_limitViewsPerDay: '',
};

export const STEP_FIELDS: Record<2 | 3, CampaignField[]> = {
  2: ['step_2_title', 'step_2_url', 'step_2_description'],
  3: [
    'step_3_duration',
    'step_3_total_views',
    'step_3_interval_in_hours',
    'step_3_enableLimit',
    'step_3_limitViewsPerDay',
  ],
};

/**
 * The create refusals (docs/product/advertiser.md#creating), verbatim ('equel' included), in the
 * chosen language.
 */
export const belowMinimumOnCreateMessage = (minimum: number) =>
  textsNow(WIZARD_TEXTS).minimumViews(minimum);
/** The iframe check's refusal (docs/product/advertiser.md#step-checks), in the chosen language. */
export const iframeNotEmbeddableMessage = () =>
  textsNow(WIZARD_TEXTS).fieldMessages.iframeNotEmbeddable;

/** Price per view times total views, in milli-rupees (3 decimals, no float arithmetic). */
export function subtotalMilli(form: Pick<CampaignForm, 'step_3_duration' | 'step_3_total_views'>) {
  const option = parseDurationOption(form.step_3_duration);
  const views = /^\d{1,12}$/.test(form.step_3_total_views) ? BigInt(form.step_3_total_views) : 0n;
  return option ? rupeesToMilli(option.price) * views : 0n;
}

export function toPayload(form: CampaignForm): CampaignCreatePayload {
  return {
    selectedOption_state: form.selectedOption_state || 'window',
    step_2_title: form.step_2_title.slice(0, CAMPAIGN_TITLE_MAX_LENGTH),
    step_2_url: form.step_2_url.trim(),
    step_2_description: form.step_2_description.slice(0, CAMPAIGN_DESCRIPTION_MAX_LENGTH),
    step_3_duration: form.step_3_duration,
    step_3_total_views: form.step_3_total_views === '' ? 0 : form.step_3_total_views,
    step_3_interval_in_hours: form.step_3_interval_in_hours,
    step_3_enableLimit: form.step_3_enableLimit,
    step_3_limitViewsPerDay: form.step_3_enableLimit
      ? form.step_3_limitViewsPerDay === ''
        ? null
        : form.step_3_limitViewsPerDay
      : null,
    step_4_subTotal: milliToRupees(subtotalMilli(form)),
  };
}

/** Valid stand-ins for the fields of other steps, so one step is judged on its own fields. */
const VALID_ELSEWHERE: CampaignForm = {
  selectedOption_state: 'window',
  step_2_title: 'x',
  step_2_url: 'https://example.com',
  step_2_description: 'x',
  step_3_duration: '10-1',
  step_3_total_views: '1',
  step_3_interval_in_hours: CAMPAIGN_INTERVAL_DEFAULT_HOURS,
  step_3_enableLimit: false,
  step_3_limitViewsPerDay: '',
};

export type StepErrors = Partial<Record<CampaignField, string>>;

/**
 * The messages of a step's fields (validation runs on leaving steps 2 and 3), first per
 * field, from the contract's schema; step 3 adds the server's minimum of total views. They are
 * in the language chosen when the step is left.
 */
export function validateStep(
  step: 2 | 3,
  form: CampaignForm,
  options: { minimumViews: number },
): StepErrors {
  const fields = STEP_FIELDS[step];
  const judged: CampaignForm = {
    ...VALID_ELSEWHERE,
    selectedOption_state: form.selectedOption_state,
  };
  for (const field of fields) Object.assign(judged, { [field]: form[field] });
  const T = textsNow(WIZARD_TEXTS);
  const errors: StepErrors = {};
  const checked = campaignCreatePayloadSchema.safeParse(toPayload(judged));
  for (const issue of checked.error?.issues ?? []) {
    const field = issue.path[0] as CampaignField | undefined;
    if (field && fields.includes(field) && !errors[field]) {
      errors[field] = fieldMessageIn(T, issue.message);
    }
  }
  if (step === 3 && !errors.step_3_total_views) {
    const views = Number(form.step_3_total_views || '0');
    if (views < options.minimumViews) {
      errors.step_3_total_views = T.minimumViewsAllowed(options.minimumViews);
    }
  }
  return errors;
}
