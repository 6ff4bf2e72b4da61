import { adminSiteTextBodySchema, type AdminSiteText } from '@kamao/contract/admin/content';
import type { z } from 'zod';
import { ConsoleForm, HtmlTextField, SaveBar, useConsoleForm } from '../form-kit';
import { HINDI_HINT, hindiDraftOf } from './hindi-hint';

type SiteTextBody = z.output<typeof adminSiteTextBodySchema>;
interface SiteTextDraft {
  html: string;
  htmlHi: string;
}

/** One legal page or page's instructions, in English and, optionally, Hindi. */
export function SiteTextForm({
  label,
  saved,
  onSave,
}: {
  label: string;
  /** Undefined for a text never written. */
  saved: AdminSiteText | undefined;
  onSave: (body: SiteTextBody) => Promise<void>;
}) {
  const { form, submit } = useConsoleForm<SiteTextDraft, SiteTextBody>({
    defaults: { html: saved?.html ?? '', htmlHi: hindiDraftOf(saved?.htmlHi ?? null) },
    schema: adminSiteTextBodySchema,
    onSave,
  });
  return (
    <ConsoleForm form={form} onSubmit={submit} label={label}>
      <HtmlTextField name="html" label={label} rows={12} />
      <HtmlTextField name="htmlHi" label={`${label} in Hindi`} hint={HINDI_HINT} rows={12} />
      <p className="text-xs text-slate-500 sm:col-span-2 lg:col-span-4">
        {saved?.updatedAt
          ? `Last saved ${new Date(saved.updatedAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}`
          : 'Not written yet.'}
      </p>
      <SaveBar wide />
    </ConsoleForm>
  );
}
