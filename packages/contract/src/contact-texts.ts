/** The contact form's answer, verbatim (docs/product/site-and-pages.md#contact-and-support). */
export const CONTACT_THANK_YOU_MESSAGE =
  'Thank you! Your message has been successfully received. We will be in touch with you shortly.';
