import { FOOTER_SOCIAL_NAMES } from '@kamao/contract/api-site';
import { bilingual } from '../lib/texts';

/**
 * The spec's texts of the shell (top bars, footer, crash screen, 404;
 * docs/product/site-and-pages.md), English verbatim, with their Hindi (docs/product/languages.md).
 * The shell's own words that the spec does not fix are in lib/common-texts.ts; the Member Menu's
 * are beside its items (layouts/member-menu-items.ts).
 */
const en = {
  publicNav: {
    home: 'Home',
    faq: 'FAQ',
    contactUs: 'Contact Us',
    paymentsProof: 'Payments Proof',
    dashboard: 'Dashboard',
    login: 'Login',
    signUp: 'Sign Up',
  },
  memberTopBar: {
    /** The logo's name: it leads to the dashboard. */
    dashboard: 'Dashboard',
    profile: 'Profile',
  },
  footer: {
    privacyPolicy: 'Privacy Policy',
    termsOfUse: 'Terms of Use',
    dmca: 'DMCA',
    contactUs: 'Contact Us',
    faq: 'FAQ',
    /** The networks by the names their apps show in each language. */
    social: FOOTER_SOCIAL_NAMES,
  },
  crash: {
    title: 'Something went wrong.',
    text: 'We are sorry for the inconvenience. Please try again later.',
    upgrade: 'Upgrade Your Browser',
  },
  notFound: {
    documentTitle: 'Page Not Found',
    oops: 'Oops!',
    title: '404 - Page Not Found',
  },
};

export const SHELL_TEXTS = bilingual(en, {
  publicNav: {
    home: 'होम',
    faq: 'सवाल-जवाब',
    contactUs: 'संपर्क करें',
    paymentsProof: 'भुगतान के सबूत',
    dashboard: 'डैशबोर्ड',
    login: 'लॉग इन',
    signUp: 'साइन अप',
  },
  memberTopBar: {
    dashboard: 'डैशबोर्ड',
    profile: 'प्रोफ़ाइल',
  },
  footer: {
    privacyPolicy: 'गोपनीयता नीति',
    termsOfUse: 'उपयोग की शर्तें',
    dmca: 'डीएमसीए',
    contactUs: 'संपर्क करें',
    faq: 'सवाल-जवाब',
    social: {
      facebook: 'फ़ेसबुक',
      x: 'X',
      instagram: 'इंस्टाग्राम',
      linkedin: 'लिंक्डइन',
      telegram: 'Telegram',
      youtube: 'YouTube',
    },
  },
  crash: {
    title: 'कुछ गड़बड़ हो गई।',
    text: 'असुविधा के लिए हमें खेद है। कृपया बाद में फिर कोशिश करें।',
    upgrade: 'अपना ब्राउज़र अपडेट करें',
  },
  notFound: {
    documentTitle: 'पेज नहीं मिला',
    oops: 'उफ़!',
    title: '404 - पेज नहीं मिला',
  },
});
