import type { ApiRoute } from '../api-route.ts';
import { objEnvelope } from '../api-envelope.ts';
import {
  forgotPasswordAnswerSchema,
  forgotPasswordPayloadSchema,
  googleSignInAnswerSchema,
  googleSignInQuerySchema,
  linkResultAnswerSchema,
  loginAnswerSchema,
  loginPayloadSchema,
  logoutAnswerSchema,
  resetPasswordPayloadSchema,
  signupAnswerSchema,
  signupPayloadSchema,
  verifyResetEmailTokenQuerySchema,
  verifyResetTokenQuerySchema,
} from '../api-auth.ts';

/** Accounts: sign-up, login, Google's token sign-in, password reset, e-mail links, logout. */
export const authRoutes = {
  login: {
    method: 'POST',
    path: '/userRoute/login',
    auth: 'public',
    body: objEnvelope(loginPayloadSchema),
    answer: loginAnswerSchema,
  },
  signUp: {
    method: 'POST',
    path: '/userRoute/signUp',
    auth: 'public',
    body: objEnvelope(signupPayloadSchema),
    answer: signupAnswerSchema,
  },
  googleSignIn: {
    method: 'GET',
    path: '/userRoute/user_signUp_login_google',
    auth: 'public',
    query: googleSignInQuerySchema,
    answer: googleSignInAnswerSchema,
  },
  forgotPasswordSendMail: {
    method: 'POST',
    path: '/userRoute/userLoginforgot_password_send_mail',
    auth: 'public',
    body: objEnvelope(forgotPasswordPayloadSchema),
    answer: forgotPasswordAnswerSchema,
  },
  verifyResetToken: {
    method: 'GET',
    path: '/userRoute/verify_reset_token',
    auth: 'public',
    query: verifyResetTokenQuerySchema,
    answer: linkResultAnswerSchema,
  },
  resetPasswordPost: {
    method: 'POST',
    path: '/userRoute/reset_password_form_post',
    auth: 'public',
    body: objEnvelope(resetPasswordPayloadSchema),
    answer: linkResultAnswerSchema,
  },
  verifyResetEmailToken: {
    method: 'GET',
    path: '/userRoute/verify_reset_email_token',
    auth: 'public',
    query: verifyResetEmailTokenQuerySchema,
    answer: linkResultAnswerSchema,
  },
  logout: {
    method: 'POST',
    path: '/userRoute/logout',
    auth: 'member',
    answer: logoutAnswerSchema,
  },
} as const satisfies Record<string, ApiRoute>;
