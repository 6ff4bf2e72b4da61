import { adminHomepageSectionBodySchema, contentAdminRoutes } from '@kamao/contract/admin/content';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { ContentListEditor } from './content-list-editor';

const { homepageSectionList, homepageSectionCreate, homepageSectionUpdate, homepageSectionRemove } =
  contentAdminRoutes;

const SECTION_FIELDS = {
  heading: 'title',
  headingLabel: 'Title',
  body: 'messageHtml',
  bodyLabel: 'Message',
};

/** The sections of the home page, in the order of their positions, in English and Hindi. */
export function HomepageSectionsPanel() {
  const list = useAdminQuery(homepageSectionList);
  const create = useAdminMutation(homepageSectionCreate);
  const update = useAdminMutation(homepageSectionUpdate);
  const remove = useAdminMutation(homepageSectionRemove);
  return (
    <ContentListEditor
      title="Homepage sections"
      fields={SECTION_FIELDS}
      schema={adminHomepageSectionBodySchema}
      items={list.isPending ? undefined : (list.data?.sections ?? [])}
      save={(id, body) =>
        id ? update.mutateAsync({ params: { id }, body }) : create.mutateAsync({ body })
      }
      remove={(id) => remove.mutateAsync({ params: { id } })}
    />
  );
}
