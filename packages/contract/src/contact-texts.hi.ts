/** Hindi of contact-texts.ts : the thank-you a member reads in Hindi. */
export const CONTACT_THANK_YOU_MESSAGE_HI =
  'धन्यवाद! आपका संदेश सफलतापूर्वक मिल गया है। हम जल्द ही आपसे संपर्क करेंगे।';
