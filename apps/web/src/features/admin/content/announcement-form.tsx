import { adminAnnouncementBodySchema } from '@kamao/contract/admin/content';
import type { z } from 'zod';
import { ConsoleForm, HtmlTextField, SaveBar, useConsoleForm } from '../form-kit';
import { HINDI_HINT } from './hindi-hint';

type AnnouncementBody = z.output<typeof adminAnnouncementBodySchema>;
interface AnnouncementDraft {
  messageHtml: string;
  messageHtmlHi: string;
}

const BLANK: AnnouncementDraft = { messageHtml: '', messageHtmlHi: '' };

/** A new announcement for the member dashboard, with its optional Hindi version. */
export function AnnouncementForm({
  onSave,
}: {
  onSave: (body: AnnouncementBody) => Promise<void>;
}) {
  const { form, submit } = useConsoleForm<AnnouncementDraft, AnnouncementBody>({
    defaults: BLANK,
    schema: adminAnnouncementBodySchema,
    onSave,
    afterSave: 'clear',
  });
  return (
    <ConsoleForm form={form} onSubmit={submit} label="New announcement">
      <HtmlTextField name="messageHtml" label="New announcement" rows={3} />
      <HtmlTextField
        name="messageHtmlHi"
        label="New announcement in Hindi"
        hint={HINDI_HINT}
        rows={3}
      />
      <SaveBar saveLabel="Publish" />
    </ConsoleForm>
  );
}
