import { pagePaths } from '@kamao/contract/page-paths';
import { formatRupees, rupeesToMilli } from '@kamao/contract/money';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { QueryBoundary } from '../../components/query-boundary';
import { PageSkeleton } from '../../components/skeleton';
import { Spinner } from '../../components/spinner';
import { errorMessageOf, newIdempotencyKey } from '../../lib/api-client';
import { choiceDialog } from '../../lib/choice-dialog';
import { alertDialog, toastSuccess } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAdvertiserCreateData, type AdvertiserCreateData } from './api/advertiser-create-data';
import { useCreateCampaign } from './api/create-campaign';
import {
  belowMinimumOnCreateMessage,
  EMPTY_CAMPAIGN_FORM,
  iframeNotEmbeddableMessage,
  subtotalMilli,
  toPayload,
  validateStep,
  type CampaignField,
  type CampaignForm,
  type StepErrors,
  type WizardStep,
} from './wizard/campaign-form';
import { IframePreviewDialog } from './wizard/iframe-preview-dialog';
import { StepInfo } from './wizard/step-info';
import { StepPreview } from './wizard/step-preview';
import { durationOptionValue, StepReward } from './wizard/step-reward';
import { StepType } from './wizard/step-type';
import { WizardProgress } from './wizard/wizard-progress';
import { textsNow, useTexts } from '../../lib/texts';
import { WIZARD_TEXTS } from './wizard/wizard-texts';

const secondary =
  'rounded-xl px-4 py-2.5 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-50';
const primary =
  'inline-flex items-center justify-center gap-2 rounded-xl bg-emerald-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-emerald-700 focus-visible:ring-2 focus-visible:ring-emerald-300 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50';

/**
 * /member/advertiser/create: the four-step campaign wizard
 * (docs/product/advertiser.md#the-campaign-wizard).
 */
export function AdvertiserCreatePage() {
  const T = useTexts(WIZARD_TEXTS);
  useDocumentTitle(T.title);
  const createData = useAdvertiserCreateData();
  return (
    <section className="w-full max-w-3xl space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">{T.title}</h1>
      <QueryBoundary
        query={createData}
        loading={<PageSkeleton cards={2} rows={4} />}
        errorText={T.loadFailed}
        serverMessage
      >
        {(data) => <CampaignWizard data={data} />}
      </QueryBoundary>
    </section>
  );
}

function CampaignWizard({ data }: { data: AdvertiserCreateData }) {
  const T = useTexts(WIZARD_TEXTS);
  const navigate = useNavigate();
  const form = useForm<CampaignForm>({ defaultValues: EMPTY_CAMPAIGN_FORM });
  const [step, setStep] = useState<WizardStep>(1);
  // The iframe URL whose embedding check is open, and the last one the advertiser confirmed.
  const [checkingUrl, setCheckingUrl] = useState<string | null>(null);
  const [embeddableUrl, setEmbeddableUrl] = useState<string | null>(null);
  // The preview step is the confirmation: each arrival at it makes a new idempotency key, which
  // every Create click there (and its automatic retries) sends, so one campaign is bought.
  const [confirmKey, setConfirmKey] = useState(newIdempotencyKey);
  const create = useCreateCampaign({
    onSuccess: () => {
      void toastSuccess(textsNow(WIZARD_TEXTS).created);
      void navigate(pagePaths.advertiser);
    },
    onError: (error) => {
      const now = textsNow(WIZARD_TEXTS);
      void alertDialog({
        icon: 'error',
        title: now.errorTitle,
        text: errorMessageOf(error, now.genericError),
      });
    },
  });
  const type = useWatch({ control: form.control, name: 'selectedOption_state' });

  const minimumViews = data.PTCAds_total_minimum_Views;
  const pricing = type ? data.PTCAds_pricing[type] : [];

  /** Shows a step's messages; true when there are none. */
  const passes = (errors: StepErrors) => {
    form.clearErrors();
    for (const [field, message] of Object.entries(errors)) {
      form.setError(field as CampaignField, { type: 'validate', message });
    }
    return Object.keys(errors).length === 0;
  };
  // A message shown at Next goes as soon as its field is corrected, not at the next Next.
  const watched = useWatch({ control: form.control });
  useEffect(() => {
    const shown = Object.keys(form.formState.errors) as CampaignField[];
    if (shown.length === 0) return;
    const values = form.getValues();
    const errors = {
      ...validateStep(2, values, { minimumViews }),
      ...validateStep(3, values, { minimumViews }),
    };
    for (const field of shown) if (!(field in errors)) form.clearErrors(field);
  }, [watched, form, minimumViews]);

  const needsEmbedCheck = () =>
    type === 'iframe' && embeddableUrl !== form.getValues('step_2_url').trim();

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
      if (needsEmbedCheck()) setCheckingUrl(values.step_2_url.trim());
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
    if (needsEmbedCheck()) {
      setStep(2);
      form.setError('step_2_url', { type: 'validate', message: iframeNotEmbeddableMessage() });
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
      const choice = await choiceDialog({
        title: T.insufficientTitle,
        text: T.insufficientText(formatRupees(subtotal), formatRupees(data.userDepositBalance)),
        confirmText: T.topUp,
        denyText: T.convertBalance,
      });
      if (choice === 'confirm') {
        await alertDialog({ icon: 'info', title: T.topUp, text: T.depositUnavailable });
      } else if (choice === 'deny') {
        await navigate(pagePaths.balanceConverter);
      }
      return;
    }
    create.mutate({ payload: toPayload(values), idempotencyKey: confirmKey });
  };

  return (
    <>
      <WizardProgress step={step} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 4) void submit();
          else next();
        }}
        className="space-y-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        {step === 1 ? <StepType form={form} /> : null}
        {step === 2 ? <StepInfo form={form} /> : null}
        {step === 3 ? <StepReward form={form} pricing={pricing} /> : null}
        {step === 4 ? (
          <StepPreview values={form.getValues()} deposit={data.userDepositBalance} />
        ) : null}

        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-4">
          <button
            type="button"
            className={secondary}
            onClick={() => void navigate(pagePaths.advertiser)}
          >
            {T.back}
          </button>
          <div className="flex gap-2">
            <button
              type="button"
              className={secondary}
              disabled={step === 1}
              onClick={() => setStep((current) => Math.max(1, current - 1) as WizardStep)}
            >
              {T.prev}
            </button>
            {step < 4 ? (
              <button type="submit" className={primary} disabled={step === 1 && !type}>
                {T.next}
              </button>
            ) : (
              <button type="submit" className={primary} disabled={create.isPending}>
                {create.isPending ? <Spinner /> : null}
                {create.isPending ? T.creating : T.create}
              </button>
            )}
          </div>
        </div>
      </form>
      <IframePreviewDialog
        url={checkingUrl}
        onConfirm={() => {
          setEmbeddableUrl(checkingUrl);
          setCheckingUrl(null);
          setStep(3);
        }}
        onRefuse={() => {
          setCheckingUrl(null);
          form.setError('step_2_url', { type: 'validate', message: iframeNotEmbeddableMessage() });
        }}
      />
    </>
  );
}
