import { AUTH_TEXTS } from '@kamao/contract/auth-texts';

/**
 * The contact form's texts. Spec texts (part 1 §2, §5) are verbatim; the rest is ours.
 */

// ---- spec part 1 §2 "Contact form" ----
export { CONTACT_THANK_YOU_MESSAGE } from '@kamao/contract/contact-texts';
// ---- spec part 1 §5 (the captcha of every form) ----
export const CAPTCHA_REQUIRED_MESSAGE = AUTH_TEXTS.captchaRequired;

// ---- Our own words ----
export const contactTexts = {
  contactTitle: 'Contact Us',
  contactIntro:
    'Questions about your account, a payment or advertising with us? Send us a message and we will reply by e-mail.',
  supportTitle: 'Support',
  supportIntro:
    'Need help with your account, an earning or a withdrawal? Write to us and we will reply by e-mail.',
  name: 'Your name',
  email: 'Email address',
  mobile: 'Mobile number',
  mobileHint: '10 digits, without +91',
  subject: 'Subject',
  message: 'Message',
  consentBefore: 'I agree to the',
  terms: 'Terms of Use',
  consentAnd: 'and the',
  privacy: 'Privacy Policy',
  consentAfter: ', and to be contacted about my message.',
  send: 'Send message',
  sending: 'Sending…',
  failed: 'Your message could not be sent. Please try again.',
  tooMany: 'You have sent several messages already. Please try again later.',
} as const;
