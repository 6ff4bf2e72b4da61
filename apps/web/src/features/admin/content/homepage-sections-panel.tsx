import { contentAdminRoutes, type AdminHomepageSection } from '@kamao/contract/admin/content';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { ContentListEditor, type ContentItem } from './content-list-editor';

const { homepageSectionList, homepageSectionCreate, homepageSectionUpdate, homepageSectionRemove } =
  contentAdminRoutes;

const toItem = (section: AdminHomepageSection): ContentItem => ({
  id: section.id,
  heading: section.title,
  html: section.messageHtml,
  position: section.position,
});

/** The sections of the home page, in the order of their positions. */
export function HomepageSectionsPanel() {
  const list = useAdminQuery(homepageSectionList);
  const create = useAdminMutation(homepageSectionCreate);
  const update = useAdminMutation(homepageSectionUpdate);
  const remove = useAdminMutation(homepageSectionRemove);
  return (
    <ContentListEditor
      title="Homepage sections"
      headingLabel="Title"
      bodyLabel="Message"
      items={list.isPending ? undefined : (list.data?.sections.map(toItem) ?? [])}
      saving={create.isPending || update.isPending}
      save={({ id, heading, html, position }) => {
        const body = { title: heading, messageHtml: html, position };
        return id ? update.mutateAsync({ params: { id }, body }) : create.mutateAsync({ body });
      }}
      remove={(id) => remove.mutateAsync({ params: { id } })}
    />
  );
}
