import {
  adminFooterSettingsBodySchema,
  contentAdminRoutes,
  type AdminFooterSettings,
  type AdminFooterSettingsBody,
} from '@kamao/contract/admin/content';
import { FOOTER_SOCIAL_NAMES, FOOTER_SOCIAL_NETWORKS } from '@kamao/contract/api-site';
import { RATING_OUT_OF } from '@kamao/contract/constants';
import { toastSuccess } from '../../../lib/toast';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { ConsoleForm, NumberField, SaveBar, UrlField, useConsoleForm } from '../form-kit';
import { pendingOrFailed } from '../query-state';

const { footerSettings, footerSettingsSave } = contentAdminRoutes;

const FOOTER_FORM = 'grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

interface FooterDraft {
  rating: string;
  reviewUrl: string;
  socialLinks: AdminFooterSettings['socialLinks'];
}

/**
 * The footer's rating, review link and social links (docs/product/site-and-pages.md#footer). A link
 * left empty is not shown in the footer: no trust signal the operator did not give.
 */
export function FooterPanel() {
  const current = useAdminQuery(footerSettings);
  return (
    <section aria-labelledby="footer-title" className="grid gap-4">
      <h2 id="footer-title" className="text-lg font-bold text-slate-900">
        Footer
      </h2>
      {pendingOrFailed(current, 'h-40') ?? (current.data && <FooterForm saved={current.data} />)}
    </section>
  );
}

const draftOf = (saved: AdminFooterSettings): FooterDraft => ({
  ...saved,
  rating: String(saved.rating),
});

function FooterForm({ saved }: { saved: AdminFooterSettings }) {
  const write = useAdminMutation(footerSettingsSave);
  // The server's own schema, so the form refuses what the server would
  // (docs/style.md#the-web-app).
  const { form, submit } = useConsoleForm<FooterDraft, AdminFooterSettingsBody>({
    defaults: draftOf(saved),
    schema: adminFooterSettingsBodySchema,
    kinds: { rating: 'number' },
    onSave: async (body) => {
      await write.mutateAsync({ body });
      await toastSuccess('Footer saved. Visitors see it on their next page.');
    },
  });

  return (
    <ConsoleForm form={form} onSubmit={submit} label="Footer settings" className={FOOTER_FORM}>
      <p className="text-sm text-slate-600">
        An empty address is not shown in the footer. The rating badge links to the review page only
        when one is set.
      </p>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <NumberField
          name="rating"
          label={`Rating (out of ${RATING_OUT_OF})`}
          hint="One decimal, e.g. 4.3"
          decimals
        />
        <UrlField name="reviewUrl" label="Review page" />
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Social links</legend>
        {FOOTER_SOCIAL_NETWORKS.map((network) => (
          <UrlField
            key={network}
            name={`socialLinks.${network}`}
            label={FOOTER_SOCIAL_NAMES[network]}
          />
        ))}
      </fieldset>
      <SaveBar saveLabel="Save footer" />
    </ConsoleForm>
  );
}
