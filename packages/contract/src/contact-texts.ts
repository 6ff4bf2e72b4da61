/** The contact form's answer, verbatim (spec part 1 §2 "Contact form"). */
export const CONTACT_THANK_YOU_MESSAGE =
  'Thank you! Your message has been successfully received. We will be in touch with you shortly.';
