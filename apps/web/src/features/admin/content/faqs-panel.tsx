import { contentAdminRoutes, type AdminFaq } from '@kamao/contract/admin/content';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { ContentListEditor, type ContentItem } from './content-list-editor';

const { faqList, faqCreate, faqUpdate, faqRemove } = contentAdminRoutes;

const toItem = (faq: AdminFaq): ContentItem => ({
  id: faq.id,
  heading: faq.question,
  html: faq.answerHtml,
  position: faq.position,
});

/** The FAQ the home page lists, in the order of their positions. */
export function FaqsPanel() {
  const list = useAdminQuery(faqList);
  const create = useAdminMutation(faqCreate);
  const update = useAdminMutation(faqUpdate);
  const remove = useAdminMutation(faqRemove);
  return (
    <ContentListEditor
      title="Frequently asked questions"
      headingLabel="Question"
      bodyLabel="Answer"
      items={list.isPending ? undefined : (list.data?.faqs.map(toItem) ?? [])}
      saving={create.isPending || update.isPending}
      save={({ id, heading, html, position }) => {
        const body = { question: heading, answerHtml: html, position };
        return id ? update.mutateAsync({ params: { id }, body }) : create.mutateAsync({ body });
      }}
      remove={(id) => remove.mutateAsync({ params: { id } })}
    />
  );
}
