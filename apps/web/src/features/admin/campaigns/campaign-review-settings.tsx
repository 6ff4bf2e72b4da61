import type { z } from 'zod';
import { campaignAdminRoutes, campaignReviewSettingsSchema } from '@kamao/contract/admin/campaigns';
import { toastSuccess } from '../../../lib/toast';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { ConsoleForm, SaveBar, SelectField, TextAreaField, useConsoleForm } from '../form-kit';
import { pendingOrFailed } from '../query-state';

type ReviewSettings = z.output<typeof campaignReviewSettingsSchema>;
/** The review choice as the select holds it; the body sends true, false or null. */
type ReviewChoice = 'default' | 'on' | 'off';
interface ReviewDraft {
  reviewRequired: ReviewChoice;
  /** One host per line. */
  blockedHosts: string;
}

const REVIEW_CHOICES = [
  { value: 'default', label: 'Default: on in production, off elsewhere' },
  { value: 'on', label: 'On: every new campaign waits for approval' },
  { value: 'off', label: 'Off: new campaigns start at once' },
] as const;

const choiceOf = (required: boolean | null): ReviewChoice =>
  required === null ? 'default' : required ? 'on' : 'off';
const requiredOf = (choice: ReviewChoice) => (choice === 'default' ? null : choice === 'on');

const bodyOf = (draft: ReviewDraft) => ({
  reviewRequired: requiredOf(draft.reviewRequired),
  blockedHosts: draft.blockedHosts
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== ''),
});

/**
 * Whether members' new campaigns wait for review, and the hosts no campaign may send viewers to
 * (docs/product/advertiser.md): a campaign's card names its host's problem from this list.
 */
export function CampaignReviewSettings() {
  const current = useAdminQuery(campaignAdminRoutes.campaignReviewSettings);
  return (
    <section aria-labelledby="campaign-review-title" className="grid gap-3">
      <h3 id="campaign-review-title" className="font-bold text-slate-900">
        Review of new campaigns
      </h3>
      {pendingOrFailed(current, 'h-32') ??
        (current.data && <ReviewForm settings={current.data.settings} />)}
    </section>
  );
}

function ReviewForm({ settings }: { settings: ReviewSettings }) {
  const write = useAdminMutation(campaignAdminRoutes.campaignReviewSettingsUpdate);
  const { form, submit } = useConsoleForm<ReviewDraft, ReviewSettings>({
    defaults: {
      reviewRequired: choiceOf(settings.reviewRequired),
      blockedHosts: settings.blockedHosts.join('\n'),
    },
    schema: campaignReviewSettingsSchema,
    toBody: bodyOf,
    onSave: async (body) => {
      const saved = await write.mutateAsync({ body });
      // The server keeps each host once, in lower case: the box shows what it kept.
      form.reset({
        reviewRequired: choiceOf(saved.settings.reviewRequired),
        blockedHosts: saved.settings.blockedHosts.join('\n'),
      });
      await toastSuccess('Campaign review saved.');
    },
  });
  return (
    <ConsoleForm
      form={form}
      onSubmit={submit}
      label="Review of new campaigns"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2"
    >
      <SelectField
        name="reviewRequired"
        label="New campaigns wait for review"
        options={REVIEW_CHOICES}
      />
      <TextAreaField
        name="blockedHosts"
        label="Blocked hosts"
        hint="One per line, e.g. bad.example; its subdomains are blocked too. A campaign sending viewers there is marked on its card."
        rows={4}
      />
      <SaveBar saveLabel="Save review settings" wide />
    </ConsoleForm>
  );
}
