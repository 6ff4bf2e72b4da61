import { useState, type FormEvent } from 'react';
import {
  adminFooterSettingsBodySchema,
  contentAdminRoutes,
  type AdminFooterSettings,
} from '@kamao/contract/admin/content';
import { FOOTER_SOCIAL_NAMES, FOOTER_SOCIAL_NETWORKS } from '@kamao/contract/api-site';
import { RATING_OUT_OF } from '@kamao/contract/constants';
import { errorMessageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { buttons } from '../buttons';
import { ConsoleField, consoleInput } from '../form-field';
import { pendingOrFailed } from '../query-state';

const { footerSettings, footerSettingsSave } = contentAdminRoutes;

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

function FooterForm({ saved }: { saved: AdminFooterSettings }) {
  const write = useAdminMutation(footerSettingsSave);
  const [draft, setDraft] = useState<FooterDraft>(() => ({
    ...saved,
    rating: String(saved.rating),
  }));
  // Keyed by the field's path ('rating', 'socialLinks.x'), the contract's messages.
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = async (event: FormEvent) => {
    event.preventDefault();
    // The server's own schema, so the form refuses what the server would
    // (docs/style.md#the-web-app).
    const parsed = adminFooterSettingsBodySchema.safeParse(draft);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await write.mutateAsync({ body: parsed.data });
      await toastSuccess('Footer saved. Visitors see it on their next page.');
    } catch (error) {
      await toastError(errorMessageOf(error, 'Something went wrong, please try again.'));
    }
  };

  const link = (label: string, path: string, value: string, onChange: (url: string) => void) => (
    <ConsoleField label={label} error={errors[path]}>
      {(id) => (
        <input
          id={id}
          type="url"
          inputMode="url"
          placeholder="https://"
          className={consoleInput}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </ConsoleField>
  );

  return (
    <form
      noValidate
      onSubmit={(e) => void save(e)}
      aria-label="Footer settings"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <p className="text-sm text-slate-600">
        An empty address is not shown in the footer. The rating badge links to the review page only
        when one is set.
      </p>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <ConsoleField
          label={`Rating (out of ${RATING_OUT_OF})`}
          error={errors.rating}
          hint="One decimal, e.g. 4.3"
        >
          {(id) => (
            <input
              id={id}
              type="number"
              inputMode="decimal"
              min={1}
              max={RATING_OUT_OF}
              step={0.1}
              className={consoleInput}
              value={draft.rating}
              onChange={(e) => setDraft({ ...draft, rating: e.target.value })}
            />
          )}
        </ConsoleField>
        {link('Review page', 'reviewUrl', draft.reviewUrl, (reviewUrl) =>
          setDraft({ ...draft, reviewUrl }),
        )}
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Social links</legend>
        {FOOTER_SOCIAL_NETWORKS.map((network) => (
          <div key={network}>
            {link(
              FOOTER_SOCIAL_NAMES[network],
              `socialLinks.${network}`,
              draft.socialLinks[network],
              (url) =>
                setDraft({ ...draft, socialLinks: { ...draft.socialLinks, [network]: url } }),
            )}
          </div>
        ))}
      </fieldset>
      <div>
        <button type="submit" className={buttons.primary} disabled={write.isPending}>
          Save footer
        </button>
      </div>
    </form>
  );
}
