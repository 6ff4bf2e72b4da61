import { adminFaqBodySchema, contentAdminRoutes } from '@kamao/contract/admin/content';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { ContentListEditor } from './content-list-editor';

const { faqList, faqCreate, faqUpdate, faqRemove } = contentAdminRoutes;

const FAQ_FIELDS = {
  heading: 'question',
  headingLabel: 'Question',
  body: 'answerHtml',
  bodyLabel: 'Answer',
};

/** The FAQ the home page lists, in the order of their positions, in English and Hindi. */
export function FaqsPanel() {
  const list = useAdminQuery(faqList);
  const create = useAdminMutation(faqCreate);
  const update = useAdminMutation(faqUpdate);
  const remove = useAdminMutation(faqRemove);
  return (
    <ContentListEditor
      title="Frequently asked questions"
      fields={FAQ_FIELDS}
      schema={adminFaqBodySchema}
      items={list.isPending ? undefined : (list.data?.faqs ?? [])}
      save={(id, body) =>
        id ? update.mutateAsync({ params: { id }, body }) : create.mutateAsync({ body })
      }
      remove={(id) => remove.mutateAsync({ params: { id } })}
    />
  );
}
