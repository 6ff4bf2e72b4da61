import { ADVERTISER_TEXTS as SPEC_TEXTS } from '@kamao/contract/api-advertiser';
import type { CampaignType } from '@kamao/contract/constants';
import { GENERIC_ERROR_MESSAGE } from '@kamao/contract/error-texts';
import { PRIVATE_URL_MESSAGE } from '@kamao/contract/private-network';
import { PRIVATE_URL_MESSAGE_HI } from '@kamao/contract/private-network.hi';
import { bilingual } from '../../../lib/texts';
import { ADVERTISER_TEXTS_HI as SPEC_TEXTS_HI } from '@kamao/contract/api-advertiser.hi';

/** Texts of the campaign wizard (docs/product/advertiser.md#the-campaign-wizard). */
const en = {
  title: 'Create Campaign',
  steps: ['Type', 'Info', 'Reward', 'Preview'],
  stepOf: (step: number) => `Step ${step} of 4`,
  back: 'Back',
  prev: 'Prev',
  next: 'Next',
  create: 'Create',
  creating: 'Creating…',
  chooseType: 'Choose the type of your campaign',
  types: {
    window: {
      label: 'Window',
      text: 'Your site opens in a new tab after a short wait.',
    },
    iframe: {
      label: 'Iframe',
      text: 'Your page is shown inside a frame with a timer above it.',
    },
    youtube: {
      label: 'Youtube',
      text: 'Members watch your YouTube video until the timer ends.',
    },
  } satisfies Record<CampaignType, { label: string; text: string }>,
  titleLabel: 'Title',
  urlLabel: 'URL',
  urlLabelYoutube: 'YouTube video URL',
  urlPlaceholder: 'https://example.com',
  urlPlaceholderYoutube: 'https://www.youtube.com/watch?v=…',
  descriptionLabel: 'Description',
  counter: (length: number, max: number) => `${length}/${max}`,
  durationLabel: 'Duration',
  chooseAnyOne: 'Choose Any One',
  durationOption: (seconds: number, price: string) => `${seconds} seconds - ${price} per view`,
  seconds: (seconds: number) => `${seconds} sec`,
  totalViewsLabel: 'Total Views',
  intervalLabel: 'Interval',
  intervalHint: 'A member may view your ad again after this many hours.',
  hours: (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`,
  enableLimit: 'Limit views per day',
  limitLabel: 'Per Day Limit',
  subTotal: 'Sub Total',
  depositBalance: 'Deposit Balance',
  previewTitle: 'How members will see your ad',
  summaryTitle: 'Summary',
  type: 'Type',
  pricePerView: 'Price per view',
  noLimit: 'No limit',
  perDay: (views: string) => `${views} per day`,
  iframeCheckTitle: 'Does your page show in the frame?',
  iframeCheckText:
    'Some sites refuse to be shown inside a frame. Look at the preview below: if your page shows correctly, confirm it.',
  iframeYes: 'Yes, it shows correctly',
  iframeNo: 'No',
  iframeFrameTitle: 'Preview of your page',
  insufficientTitle: SPEC_TEXTS.insufficientBalance,
  insufficientText: (subtotal: string, deposit: string) =>
    `This campaign costs ${subtotal} and your deposit balance is ${deposit}.`,
  topUp: 'Top Up',
  convertBalance: 'Convert Balance',
  depositUnavailable: 'The deposit feature is currently unavailable',
  created: SPEC_TEXTS.created,
  invalidViewsTitle: 'Invalid Total Views',
  errorTitle: 'Error',
  genericError: GENERIC_ERROR_MESSAGE,
  loadFailed: 'Something went wrong.',
  /**
   * The create refusals (docs/product/advertiser.md#creating), verbatim ('equel' included), from
   * the contract.
   */
  minimumViews: SPEC_TEXTS.minimumViews,
  /** The step 3 check (docs/product/advertiser.md#step-checks), from the contract. */
  minimumViewsAllowed: SPEC_TEXTS.minimumViewsAllowed,
  /**
   * The messages of the contract's campaign schema (api-advertiser.ts) as the wizard shows them
   * under its fields, found by their English (fieldMessageIn); a test checks that every message the
   * schema gives is here.
   */
  fieldMessages: {
    titleRequired: 'Title is a required field',
    urlRequired: 'URL is a required field',
    descriptionRequired: 'Description is a required field',
    durationRequired: 'Duration is a required field',
    totalViewsRequired: 'Total Views is a required field',
    intervalRequired: 'Interval is a required field',
    limitRequired: 'Per Day Limit is a required field',
    limitAboveTotal: 'Per Day Limit must not be greater than total views',
    invalidUrl: 'Please enter a valid URL',
    invalidYouTubeUrl: 'Please enter a valid YouTube video URL',
    privateUrl: PRIVATE_URL_MESSAGE,
    // Ours: the advertiser said the page does not show in a frame.
    iframeNotEmbeddable: 'This URL does not allow embedding in iframe or failed to load.',
  },
};

export const WIZARD_TEXTS = bilingual(en, {
  title: 'कैंपेन बनाएँ',
  steps: ['प्रकार', 'जानकारी', 'बजट', 'प्रीव्यू'],
  stepOf: (step) => `4 में से चरण ${step}`,
  back: 'कैंपेन सूची',
  prev: 'पिछला चरण',
  next: 'आगे',
  create: 'बनाएँ',
  creating: 'बन रहा है…',
  chooseType: 'अपने कैंपेन का प्रकार चुनें',
  types: {
    window: {
      label: 'विंडो',
      text: 'थोड़े इंतज़ार के बाद आपकी साइट नए टैब में खुलती है।',
    },
    iframe: {
      label: 'आईफ़्रेम',
      text: 'आपका पेज एक फ़्रेम के अंदर दिखता है, ऊपर टाइमर के साथ।',
    },
    youtube: {
      label: 'YouTube',
      text: 'टाइमर खत्म होने तक मेंबर आपका YouTube वीडियो देखते हैं।',
    },
  },
  titleLabel: 'शीर्षक',
  urlLabel: 'लिंक',
  urlLabelYoutube: 'YouTube वीडियो लिंक',
  urlPlaceholder: 'https://example.com',
  urlPlaceholderYoutube: 'https://www.youtube.com/watch?v=…',
  descriptionLabel: 'विवरण',
  counter: (length, max) => `${length}/${max}`,
  durationLabel: 'अवधि',
  chooseAnyOne: 'कोई एक चुनें',
  durationOption: (seconds, price) => `${seconds} सेकंड - ${price} प्रति व्यू`,
  seconds: (seconds) => `${seconds} सेकंड`,
  totalViewsLabel: 'कुल व्यू',
  intervalLabel: 'अंतराल',
  intervalHint: 'इतने घंटे बाद कोई मेंबर आपका विज्ञापन फिर से देख सकता है।',
  hours: (hours) => `${hours} ${hours === 1 ? 'घंटा' : 'घंटे'}`,
  enableLimit: 'रोज़ के व्यू सीमित करें',
  limitLabel: 'रोज़ की सीमा',
  subTotal: 'कुल कीमत',
  depositBalance: 'जमा बैलेंस',
  previewTitle: 'मेंबर आपका विज्ञापन ऐसे देखेंगे',
  summaryTitle: 'सारांश',
  type: 'प्रकार',
  pricePerView: 'प्रति व्यू कीमत',
  noLimit: 'कोई सीमा नहीं',
  perDay: (views) => `${views} प्रति दिन`,
  iframeCheckTitle: 'क्या आपका पेज फ़्रेम में दिखता है?',
  iframeCheckText:
    'कुछ साइटें फ़्रेम के अंदर दिखने से मना करती हैं। नीचे प्रीव्यू देखें: अगर आपका पेज ठीक से दिखता है, तो पक्का करें।',
  iframeYes: 'हाँ, ठीक से दिखता है',
  iframeNo: 'नहीं',
  iframeFrameTitle: 'आपके पेज का प्रीव्यू',
  insufficientTitle: SPEC_TEXTS_HI.insufficientBalance,
  insufficientText: (subtotal, deposit) =>
    `इस कैंपेन की कीमत ${subtotal} है और आपका जमा बैलेंस ${deposit} है।`,
  topUp: 'टॉप अप करें',
  convertBalance: 'बैलेंस बदलें',
  depositUnavailable: 'जमा करने की सुविधा अभी उपलब्ध नहीं है',
  created: SPEC_TEXTS_HI.created,
  invalidViewsTitle: 'कुल व्यू सही नहीं हैं',
  errorTitle: 'त्रुटि',
  genericError: 'कुछ गड़बड़ हो गई, कृपया फिर से कोशिश करें।',
  loadFailed: 'कुछ गड़बड़ हो गई।',
  minimumViews: SPEC_TEXTS_HI.minimumViews,
  minimumViewsAllowed: SPEC_TEXTS_HI.minimumViewsAllowed,
  fieldMessages: {
    titleRequired: 'शीर्षक डालना ज़रूरी है',
    urlRequired: 'लिंक डालना ज़रूरी है',
    descriptionRequired: 'विवरण डालना ज़रूरी है',
    durationRequired: 'अवधि चुनना ज़रूरी है',
    totalViewsRequired: 'कुल व्यू डालना ज़रूरी है',
    intervalRequired: 'अंतराल चुनना ज़रूरी है',
    limitRequired: 'रोज़ की सीमा डालना ज़रूरी है',
    limitAboveTotal: 'रोज़ की सीमा कुल व्यू से ज़्यादा नहीं हो सकती',
    invalidUrl: 'कृपया सही लिंक डालें',
    invalidYouTubeUrl: 'कृपया सही YouTube वीडियो लिंक डालें',
    privateUrl: PRIVATE_URL_MESSAGE_HI,
    iframeNotEmbeddable: 'यह लिंक आईफ़्रेम में दिखाने की अनुमति नहीं देता या लोड नहीं हो सका।',
  },
});

type FieldMessages = typeof WIZARD_TEXTS.en.fieldMessages;

/**
 * A message of the contract's schema in the chosen language: the schema writes English, the
 * wizard knows each of its messages by that English. One it does not know is shown as it is.
 */
export function fieldMessageIn(texts: typeof WIZARD_TEXTS.en, english: string): string {
  const known = WIZARD_TEXTS.en.fieldMessages;
  for (const key of Object.keys(known) as (keyof FieldMessages)[]) {
    if (known[key] === english) return texts.fieldMessages[key];
  }
  return english;
}
