import { CONTACT_THANK_YOU_MESSAGE } from '@kamao/contract/contact-texts';
import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '@kamao/contract/api-routes';
import { contactPayloadSchema, type FooterData } from '@kamao/contract/api-site';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { openedEnvelope, schemaOf } from '../../lib/route-schema.ts';
import type { CaptchaVerifier } from '../../integrations/captcha/captcha-verifier.ts';
import { listFaqs, listHomepageSections, listPaymentProofs, readSiteText } from './site-content.ts';
import { presentPaymentProof, presentSiteStatistics } from './presenters.ts';
import type { SiteStatistics } from './statistics.ts';
import type { VisitorCounter } from './visitor-counter.ts';
import { requestLanguage } from '../../plugins/member-language.ts';

export interface SiteRouteOptions {
  db: Db;
  captcha: CaptchaVerifier;
  visitors: VisitorCounter;
  statistics: () => Promise<SiteStatistics>;
  /** The footer's links as this process holds them (footer-settings.ts FOOTER_CACHE). */
  footer: () => FooterData;
}

const { checkLoginForNavBar, webStatistics, contactMessage } = apiRoutes;
const CONTACT_LIMIT = { max: 5, timeWindow: '1 hour' };

export const siteRoutes: FastifyPluginAsyncZod<SiteRouteOptions> = async (app, options) => {
  const { db } = options;

  // The login check every page makes, with the data of the page asking.
  app.get(
    checkLoginForNavBar.path,
    { schema: schemaOf(checkLoginForNavBar) },
    async (request, reply) => {
      const member = await app.identifyMember(request);
      const language = requestLanguage(request);
      // The operator's texts follow the language cookie: no cache may hand one language's answer
      // to a visitor who chose the other.
      reply.header('vary', 'cookie');
      await options.visitors
        .recordVisit(request.ip)
        ?.catch((err) => request.log.warn({ err }, 'visit not counted'));
      const q = request.query;
      const [faqData, homepage, proofs, privacy, dmca, terms] = await Promise.all([
        q.faq === 'true' ? listFaqs(db, language) : undefined,
        q.faq === 'true' ? listHomepageSections(db, language) : undefined,
        q.paymentProof === 'true' ? listPaymentProofs(db) : undefined,
        q.privacy_policy === 'true' ? readSiteText(db, 'privacy_policy', language) : undefined,
        q.dmca === 'true' ? readSiteText(db, 'dmca', language) : undefined,
        q.terms_of_use === 'true' ? readSiteText(db, 'terms_of_use', language) : undefined,
      ]);
      return {
        msg: {
          isLogin: member !== null,
          ...(member?.role === 'admin' && { isAdmin: true }),
          ...(faqData && { other_data_faqArray: faqData }),
          ...(homepage && { other_data_homepage_Array: homepage }),
          ...(proofs && { paymentProof_data: proofs.map(presentPaymentProof) }),
          ...(privacy !== undefined && { privacy_policy_data: privacy }),
          ...(dmca !== undefined && { dmca_data: dmca }),
          ...(terms !== undefined && { terms_of_use_data: terms }),
          ...(q.footer === 'true' && { footer_data: options.footer() }),
        },
      };
    },
  );

  app.get(webStatistics.path, { schema: schemaOf(webStatistics) }, async () =>
    presentSiteStatistics(await options.statistics()),
  );

  app.post(
    contactMessage.path,
    {
      schema: { ...schemaOf(contactMessage), body: openedEnvelope(contactPayloadSchema) },
      config: { rateLimit: CONTACT_LIMIT },
    },
    async (request) => {
      const input = request.body.obj;
      if (!(await options.captcha.verify(input.captcha_token, request.ip))) {
        throw badRequest(AUTH_TEXTS.captchaRequired);
      }
      const member = await app.identifyMember(request);
      await db.insert(contactMessages).values({
        id: newId(),
        name: input.name,
        email: input.email_address,
        mobileNumber: input.mobile_number,
        subject: input.subject,
        message: input.message,
        memberId: member?.id,
      });
      return {
        msg: CONTACT_THANK_YOU_MESSAGE,
      };
    },
  );
};
