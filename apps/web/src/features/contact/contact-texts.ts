import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import { AUTH_TEXTS_HI } from '@kamao/contract/auth-texts.hi';
import { CONTACT_THANK_YOU_MESSAGE } from '@kamao/contract/contact-texts';
import { CONTACT_THANK_YOU_MESSAGE_HI } from '@kamao/contract/contact-texts.hi';
import {
  EMAIL_INVALID_MESSAGE_HI,
  EMAIL_REQUIRED_MESSAGE_HI,
  FIELD_TEXTS_HI,
  MOBILE_NUMBER_MESSAGE_HI,
} from '@kamao/contract/validation-texts.hi';
import { bilingual } from '../../lib/texts';

/**
 * The contact form's texts. Spec texts (docs/product/site-and-pages.md#contact-and-support) are
 * verbatim in English, with the contract's Hindi; the rest is ours.
 */

// ---- The spec's contact form (English, as tests and the server compare it) ----
export { CONTACT_THANK_YOU_MESSAGE };

/** Per form field, its problems in Hindi: left empty, or wrong (too long, not an address). */
const FIELD_PROBLEMS_HI: Record<string, { missing: string; wrong: string }> = {
  name: { missing: FIELD_TEXTS_HI.nameRequired, wrong: 'नाम बहुत लंबा है' },
  email_address: { missing: EMAIL_REQUIRED_MESSAGE_HI, wrong: EMAIL_INVALID_MESSAGE_HI },
  mobile_number: { missing: MOBILE_NUMBER_MESSAGE_HI, wrong: MOBILE_NUMBER_MESSAGE_HI },
  subject: { missing: FIELD_TEXTS_HI.subjectRequired, wrong: 'विषय बहुत लंबा है' },
  message: { missing: FIELD_TEXTS_HI.messageRequired, wrong: 'संदेश बहुत लंबा है' },
  consent: { missing: FIELD_TEXTS_HI.consentRequired, wrong: FIELD_TEXTS_HI.consentRequired },
};

const en = {
  contactTitle: 'Contact Us',
  contactIntro:
    'Questions about your account, a payment or advertising with us? Send us a message and we will reply by e-mail.',
  supportTitle: 'Support',
  supportIntro:
    'Need help with your account, an earning or a withdrawal? Write to us and we will reply by e-mail.',
  name: 'Your name',
  email: 'Email address',
  mobile: 'Mobile number',
  mobileHint: '10 digits; +91 in front is fine',
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
  // ---- The spec's contact form, and the captcha of every form ----
  thankYou: CONTACT_THANK_YOU_MESSAGE,
  captchaRequired: AUTH_TEXTS.captchaRequired,
  /**
   * A field's problem as the contract's schema found it (its zod issue code): the schema's own
   * words in English, the same problem told in Hindi.
   */
  fieldProblem: (_field: string, _code: string, message: string) => message,
};

export const contactTexts = bilingual(en, {
  contactTitle: 'संपर्क करें',
  contactIntro:
    'आपके खाते, किसी भुगतान या हमारे साथ विज्ञापन के बारे में कोई सवाल है? हमें संदेश भेजें, हम ईमेल से जवाब देंगे।',
  supportTitle: 'सहायता',
  supportIntro: 'अपने खाते, किसी कमाई या निकासी में मदद चाहिए? हमें लिखें, हम ईमेल से जवाब देंगे।',
  name: 'आपका नाम',
  email: 'ईमेल पता',
  mobile: 'मोबाइल नंबर',
  mobileHint: '10 अंक; आगे +91 हो तो भी चलेगा',
  subject: 'विषय',
  message: 'संदेश',
  consentBefore: 'मैं',
  terms: 'उपयोग की शर्तों',
  consentAnd: 'और',
  privacy: 'गोपनीयता नीति',
  consentAfter: ' से सहमत हूँ, और मेरे संदेश के बारे में मुझसे संपर्क किया जा सकता है।',
  send: 'संदेश भेजें',
  sending: 'भेजा जा रहा है…',
  failed: 'आपका संदेश नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
  tooMany: 'आप पहले ही कई संदेश भेज चुके हैं। कृपया बाद में फिर कोशिश करें।',
  thankYou: CONTACT_THANK_YOU_MESSAGE_HI,
  captchaRequired: AUTH_TEXTS_HI.captchaRequired,
  fieldProblem: (field, code, message) => {
    const problem = FIELD_PROBLEMS_HI[field];
    // Every field of the schema has its entry; a new one shows its English until it gets one.
    if (!problem) return message;
    const missing = code === 'too_small' || code === 'invalid_type' || code === 'invalid_value';
    return missing ? problem.missing : problem.wrong;
  },
});
