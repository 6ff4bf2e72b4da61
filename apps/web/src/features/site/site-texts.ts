import { bilingual } from '../../lib/texts';

/**
 * The public site's own words (home, payment proof, legal pages), in English and Hindi
 * (docs/product/languages.md). Page names and the ways to earn are the spec's; the rest is ours.
 * What the operator wrote (homepage sections, FAQ entries, legal pages) is shown as written.
 */
const en = {
  statistics: {
    title: 'Kamao in numbers',
    users: 'Members',
    completedTasks: 'Tasks completed',
    visitors: 'Visitors in the last 30 days',
    withdrawn: 'Total withdrawn',
  },
  channel: {
    title: 'Watch and learn on our channel',
    text: 'Tips, payment proofs and new ways to earn, every week.',
    subscribers: 'Subscribers',
    views: 'Views',
    videos: 'Videos',
    subscribe: 'Subscribe',
  },
  /** The home page's ways to earn, named as in the Member Menu. */
  ways: {
    ptc: 'PTC Ads',
    shortLinks: 'Click Short Link',
    taskWalls: 'Task Walls',
    referrals: 'Refer & Earn',
    games: 'Betting Games',
    giftCodes: 'GiftCode',
  },
  faq: {
    empty: 'No questions have been answered here yet.',
    loadFailed: 'The questions could not be loaded.',
    retry: 'Try again',
  },
  contactSection: {
    title: 'Contact Us',
    text: 'A question about your account, a payment or advertising? Write to us.',
  },
  paymentProof: {
    title: 'Payments Proof',
    intro: 'Every withdrawal we have paid, newest first.',
    time: 'Time',
    userName: 'Username',
    method: 'Withdrawal method',
    balance: 'Balance',
    reference: 'Ref.',
    referenceLabel: 'Payment reference',
    caption: 'Paid withdrawals',
    emptyTitle: 'No payments yet',
    emptyText: 'Paid withdrawals appear here as soon as they are sent. Check back soon!',
    loadFailed: 'The payment proofs could not be loaded.',
    retry: 'Try again',
  },
  legal: {
    privacyPolicy: 'Privacy Policy',
    termsOfUse: 'Terms of Use',
    dmca: 'DMCA',
    loadFailed: 'This page could not be loaded.',
    retry: 'Try again',
    empty: 'This page has no content yet.',
  },
};

export const SITE_TEXTS = bilingual(en, {
  statistics: {
    title: 'आँकड़ों में Kamao',
    users: 'सदस्य',
    completedTasks: 'पूरे किए गए टास्क',
    visitors: 'पिछले 30 दिनों में आए विज़िटर',
    withdrawn: 'कुल निकासी',
  },
  channel: {
    title: 'हमारे चैनल पर देखें और सीखें',
    text: 'हर हफ़्ते टिप्स, भुगतान के सबूत और कमाई के नए तरीके।',
    subscribers: 'सब्सक्राइबर',
    views: 'व्यूज़',
    videos: 'वीडियो',
    subscribe: 'सब्सक्राइब करें',
  },
  ways: {
    ptc: 'PTC विज्ञापन',
    shortLinks: 'शॉर्ट लिंक क्लिक करें',
    taskWalls: 'टास्क वॉल',
    referrals: 'रेफ़र करें और कमाएँ',
    games: 'बेटिंग गेम',
    giftCodes: 'गिफ़्ट कोड',
  },
  faq: {
    empty: 'यहाँ अभी तक किसी सवाल का जवाब नहीं दिया गया है।',
    loadFailed: 'सवाल लोड नहीं हो सके।',
    retry: 'फिर से कोशिश करें',
  },
  contactSection: {
    title: 'संपर्क करें',
    text: 'अपने खाते, किसी भुगतान या विज्ञापन के बारे में कोई सवाल है? हमें लिखें।',
  },
  paymentProof: {
    title: 'भुगतान के सबूत',
    intro: 'हमने जो भी निकासी भेजी है, सबसे नई पहले।',
    time: 'समय',
    userName: 'यूज़रनेम',
    method: 'निकासी का तरीका',
    balance: 'बैलेंस',
    reference: 'संदर्भ',
    referenceLabel: 'भुगतान संदर्भ',
    caption: 'भेजी गई निकासियाँ',
    emptyTitle: 'अभी तक कोई भुगतान नहीं',
    emptyText: 'निकासी भेजते ही यहाँ दिखने लगती है। थोड़ी देर में फिर देखें!',
    loadFailed: 'भुगतान के सबूत लोड नहीं हो सके।',
    retry: 'फिर से कोशिश करें',
  },
  legal: {
    privacyPolicy: 'गोपनीयता नीति',
    termsOfUse: 'उपयोग की शर्तें',
    dmca: 'डीएमसीए',
    loadFailed: 'यह पेज लोड नहीं हो सका।',
    retry: 'फिर से कोशिश करें',
    empty: 'इस पेज पर अभी कोई सामग्री नहीं है।',
  },
});
