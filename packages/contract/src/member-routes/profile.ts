import type { ApiRoute } from '../api-route.ts';
import {
  profileAnswerSchema,
  profilePayloadSchema,
  settingsAnswerSchema,
  settingsPayloadSchema,
} from '../api-account.ts';
import { looseAnswerSchema, objEnvelope } from '../api-envelope.ts';

/** The member's profile and account settings (password, e-mail). */
export const profileRoutes = {
  profileGet: {
    method: 'GET',
    path: '/userRoute/userProfileData_get',
    auth: 'member',
    answer: profileAnswerSchema,
  },
  profilePatch: {
    method: 'PATCH',
    path: '/userRoute/userProfileData_patch',
    auth: 'member',
    body: objEnvelope(profilePayloadSchema),
    answer: looseAnswerSchema,
  },
  settingsGet: {
    method: 'GET',
    path: '/userRoute/userpassword_and_email_get',
    auth: 'member',
    answer: settingsAnswerSchema,
  },
  /** A password change or an e-mail change; rate limited, the wait told in time_left. */
  settingsPatch: {
    method: 'PATCH',
    path: '/userRoute/userpassword_and_email_patch',
    auth: 'member',
    body: objEnvelope(settingsPayloadSchema),
    answer: looseAnswerSchema,
  },
} as const satisfies Record<string, ApiRoute>;
