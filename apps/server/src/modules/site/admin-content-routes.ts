import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contentAdminRoutes,
  type AdminAnnouncement,
  type AdminFaq,
  type AdminHomepageSection,
} from '@kamao/contract/admin/content';
import type { Db } from '../../db/client.ts';
import { schemaOf, type RouteApp } from '../../lib/route-schema.ts';
import { audited, noteAudit, useAdminScope } from '../admin/index.ts';
import {
  createAnnouncement,
  createFaq,
  createHomepageSection,
  listAnnouncementRows,
  listFaqRows,
  listHomepageSectionRows,
  listSiteTexts,
  removeAnnouncement,
  removeFaq,
  removeHomepageSection,
  saveSiteText,
  updateFaq,
  updateHomepageSection,
  type AnnouncementRow,
  type FaqRow,
  type HomepageSectionRow,
} from './admin-content.ts';
import { readFooterSettings, saveFooterSettings } from './footer-settings.ts';

const {
  faqList,
  faqCreate,
  faqUpdate,
  faqRemove,
  homepageSectionList,
  homepageSectionCreate,
  homepageSectionUpdate,
  homepageSectionRemove,
  announcementList,
  announcementCreate,
  announcementRemove,
  siteTextList,
  siteTextSave,
  footerSettings,
  footerSettingsSave,
} = contentAdminRoutes;

const presentFaq = (f: FaqRow): AdminFaq => ({ ...f, createdAt: f.createdAt.toISOString() });
const presentSection = (s: HomepageSectionRow): AdminHomepageSection => ({
  ...s,
  createdAt: s.createdAt.toISOString(),
});
const presentAnnouncement = (a: AnnouncementRow): AdminAnnouncement => ({
  ...a,
  createdAt: a.createdAt.toISOString(),
});

/**
 * The operator's side of the public content (docs/product/operator-console.md#tabs): the FAQ, the
 * homepage sections, the announcements, the site texts and the footer's links. Admin only; every
 * write is in the audit log, under the record it touched.
 */
export const adminContentRoutes: FastifyPluginAsyncZod<{
  db: Db;
  /** Reloads this process's copy of the footer before the answer; others on the commit's notice. */
  onFooterChanged: () => Promise<void>;
}> = async (app, { db, onFooterChanged }) => {
  useAdminScope(app, db);
  registerFaqRoutes(app, db);
  registerHomepageSectionRoutes(app, db);
  registerAnnouncementRoutes(app, db);
  registerSiteTextRoutes(app, db);
  registerFooterRoutes(app, db, onFooterChanged);
};

/** The FAQ's list, and its entries' creation, edits and removal. */
function registerFaqRoutes(app: RouteApp, db: Db) {
  app.get(faqList.path, { schema: schemaOf(faqList) }, async () => ({
    faqs: (await listFaqRows(db)).map(presentFaq),
  }));
  app.post(
    faqCreate.path,
    { ...audited('faq.create'), schema: schemaOf(faqCreate) },
    async (request) => {
      const faq = await createFaq(db, request.body);
      noteAudit(request, { target: faq.id });
      return { faq: presentFaq(faq) };
    },
  );
  app.patch(
    faqUpdate.path,
    { ...audited('faq.update'), schema: schemaOf(faqUpdate) },
    async (request) => ({
      faq: presentFaq(await updateFaq(db, request.params.id, request.body)),
    }),
  );
  app.delete(
    faqRemove.path,
    { ...audited('faq.delete'), schema: schemaOf(faqRemove) },
    async (request) => {
      await removeFaq(db, request.params.id);
      return { ok: true as const };
    },
  );
}

/** The homepage sections' list, and their creation, edits and removal. */
function registerHomepageSectionRoutes(app: RouteApp, db: Db) {
  app.get(homepageSectionList.path, { schema: schemaOf(homepageSectionList) }, async () => ({
    sections: (await listHomepageSectionRows(db)).map(presentSection),
  }));
  app.post(
    homepageSectionCreate.path,
    { ...audited('homepage_section.create'), schema: schemaOf(homepageSectionCreate) },
    async (request) => {
      const section = await createHomepageSection(db, request.body);
      noteAudit(request, { target: section.id });
      return { section: presentSection(section) };
    },
  );
  app.patch(
    homepageSectionUpdate.path,
    { ...audited('homepage_section.update'), schema: schemaOf(homepageSectionUpdate) },
    async (request) => ({
      section: presentSection(await updateHomepageSection(db, request.params.id, request.body)),
    }),
  );
  app.delete(
    homepageSectionRemove.path,
    { ...audited('homepage_section.delete'), schema: schemaOf(homepageSectionRemove) },
    async (request) => {
      await removeHomepageSection(db, request.params.id);
      return { ok: true as const };
    },
  );
}

/** The announcements' list, a new one, and removal. */
function registerAnnouncementRoutes(app: RouteApp, db: Db) {
  app.get(announcementList.path, { schema: schemaOf(announcementList) }, async () => ({
    announcements: (await listAnnouncementRows(db)).map(presentAnnouncement),
  }));
  app.post(
    announcementCreate.path,
    { ...audited('announcement.create'), schema: schemaOf(announcementCreate) },
    async (request) => {
      const announcement = await createAnnouncement(db, request.body);
      noteAudit(request, { target: announcement.id });
      return { announcement: presentAnnouncement(announcement) };
    },
  );
  app.delete(
    announcementRemove.path,
    { ...audited('announcement.delete'), schema: schemaOf(announcementRemove) },
    async (request) => {
      await removeAnnouncement(db, request.params.id);
      return { ok: true as const };
    },
  );
}

/** The page texts and instructions, in English and Hindi. */
function registerSiteTextRoutes(app: RouteApp, db: Db) {
  app.get(siteTextList.path, { schema: schemaOf(siteTextList) }, async () => ({
    texts: (await listSiteTexts(db)).map((text) => ({
      ...text,
      updatedAt: text.updatedAt?.toISOString() ?? null,
    })),
  }));
  app.put(
    siteTextSave.path,
    { ...audited('site_text.update'), schema: schemaOf(siteTextSave) },
    async (request) => {
      const { key } = request.params;
      return { key, ...(await saveSiteText(db, key, request.body)) };
    },
  );
}

/** The footer's links and rating; a save reloads this process's copy before the answer. */
function registerFooterRoutes(app: RouteApp, db: Db, onFooterChanged: () => Promise<void>) {
  app.get(footerSettings.path, { schema: schemaOf(footerSettings) }, async () =>
    readFooterSettings(db),
  );
  app.put(
    footerSettingsSave.path,
    { ...audited('footer.update'), schema: schemaOf(footerSettingsSave) },
    async (request) => {
      const saved = await saveFooterSettings(db, request.body);
      await onFooterChanged();
      return saved;
    },
  );
}
