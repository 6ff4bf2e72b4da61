import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import { ACCOUNT_TEXTS } from '@kamao/contract/account-texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailChangePayloadSchema,
  passwordChangePayloadSchema,
  profilePayloadSchema,
} from '@kamao/contract/api-account';
import { apiRoutes } from '@kamao/contract/api-routes';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import { openedEnvelope, schemaOf } from '../../lib/route-schema.ts';
import {
  changePassword,
  confirmEmailChange,
  readAccountSettings,
  requestEmailChange,
} from './account-settings.ts';
import { settingsPatchLimit } from './settings-limit.ts';
import { presentAccountSettings, presentProfile } from './presenters.ts';
import { readProfile, updateProfile } from './profile.ts';
import { requestOrigin } from '../auth/index.ts';
import { notePayoutAccount } from '../risk/index.ts';

const { profileGet, profilePatch, settingsGet, settingsPatch, verifyResetEmailToken } = apiRoutes;
const settingsBody = openedEnvelope(
  z.union([passwordChangePayloadSchema, emailChangePayloadSchema]),
);

export const profileRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: Config;
  mailer: Mailer;
}> = async (app, { db, config, mailer }) => {
  const member = { onRequest: app.requireMember };

  app.get(profileGet.path, { ...member, schema: schemaOf(profileGet) }, async (request) =>
    presentProfile(await readProfile(db, request.member!.id)),
  );

  app.patch(
    profilePatch.path,
    {
      ...member,
      schema: { ...schemaOf(profilePatch), body: openedEnvelope(profilePayloadSchema) },
    },
    async (request) => {
      const input = request.body.obj;
      await updateProfile(db, request.member!.id, input);
      await notePayoutAccount(
        db,
        request.member!.id,
        input.withdrawal_method,
        input.withdrawal_account_information,
        requestOrigin(request),
      );
      return { msg: ACCOUNT_TEXTS.profileUpdated };
    },
  );

  app.get(settingsGet.path, { ...member, schema: schemaOf(settingsGet) }, async (request) =>
    presentAccountSettings(await readAccountSettings(db, request.member!.id)),
  );

  app.patch(
    settingsPatch.path,
    {
      ...member,
      schema: { ...schemaOf(settingsPatch), body: settingsBody },
      config: settingsPatchLimit,
    },
    async (request) => {
      const input = request.body.obj;
      if ('email_address' in input) {
        await requestEmailChange(
          db,
          mailer,
          config.PUBLIC_ORIGIN,
          request.member!.id,
          input.email_address,
        );
        return { msg: ACCOUNT_TEXTS.emailLinkSent };
      }
      await changePassword(
        db,
        request.member!.id,
        request.sessionId,
        input.currentPassword_state,
        input.newPassword_state,
      );
      return { msg: ACCOUNT_TEXTS.passwordChanged };
    },
  );

  app.get(
    verifyResetEmailToken.path,
    { schema: schemaOf(verifyResetEmailToken) },
    async (request) => {
      await confirmEmailChange(db, request.query.token, request.query.email);
      return { success: true, msg: AUTH_TEXTS.emailUpdated };
    },
  );
};
