import { QueryBoundary } from '../../components/query-boundary';
import { PageSkeleton } from '../../components/skeleton';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTexts } from '../../lib/texts';
import { useAdvertiserCreateData, type AdvertiserCreateData } from './api/advertiser-create-data';
import type { WizardStep } from './wizard/campaign-form';
import { IframePreviewDialog } from './wizard/iframe-preview-dialog';
import { StepInfo } from './wizard/step-info';
import { StepPreview } from './wizard/step-preview';
import { StepReward } from './wizard/step-reward';
import { StepType } from './wizard/step-type';
import { useCampaignWizard } from './wizard/use-campaign-wizard';
import { WizardButtons } from './wizard/wizard-buttons';
import { WizardProgress } from './wizard/wizard-progress';
import { WIZARD_TEXTS } from './wizard/wizard-texts';

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
  const wizard = useCampaignWizard(data);
  const { form, step, embedCheck } = wizard;
  return (
    <>
      <WizardProgress step={step} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 4) void wizard.submit();
          else wizard.next();
        }}
        className="space-y-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        {step === 1 ? <StepType form={form} /> : null}
        {step === 2 ? <StepInfo form={form} /> : null}
        {step === 3 ? <StepReward form={form} pricing={wizard.pricing} /> : null}
        {step === 4 ? (
          <StepPreview values={form.getValues()} deposit={data.userDepositBalance} />
        ) : null}
        <WizardButtons
          step={step}
          typeChosen={Boolean(wizard.type)}
          creating={wizard.creating}
          onPrev={() => wizard.setStep((current) => Math.max(1, current - 1) as WizardStep)}
        />
      </form>
      <IframePreviewDialog
        url={embedCheck.checkingUrl}
        onConfirm={embedCheck.confirm}
        onRefuse={embedCheck.refuse}
      />
    </>
  );
}
