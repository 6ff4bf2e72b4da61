/**
 * Texts of the demo site: enough for a newcomer to see a living site
 * (README.md#demo-accounts-and-data). The FAQ and some instructions have the Hindi version an
 * operator would write beside the English, so a member who chooses Hindi sees one.
 */
export const DEMO_FAQS = [
  {
    question: 'How do I start earning?',
    questionHi: 'कमाई कैसे शुरू करें?',
    answerHi:
      '<p>मुफ़्त में साइन अप करें, फिर सदस्य मेन्यू से <strong>PTC Ads</strong>, <strong>शॉर्ट लिंक क्लिक करें</strong> या <strong>टास्क वॉल</strong> खोलें। हर पूरा किया गया काम उसी समय आपके निकालने योग्य वॉलेट में जुड़ जाता है।</p>',
    answer:
      '<p>Sign up for free, then open <strong>PTC Ads</strong>, <strong>Click Short Link</strong> or <strong>Task Walls</strong> from the member menu. Every completed task is credited to your withdrawable wallet at once.</p>',
  },
  {
    question: 'How do I complete a short link?',
    questionHi: 'शॉर्ट लिंक कैसे पूरा करें?',
    answerHi:
      '<p><strong>शॉर्ट लिंक क्लिक करें</strong> में किसी लिंक पर <strong>शुरू करें और कमाएँ</strong> दबाएँ। शॉर्टनर का पेज खुलेगा: उसका इंतज़ार पूरा होने दें और <strong>जारी रखें</strong> दबाएँ। आप हमारे आख़िरी पेज पर लौटेंगे; 10 सेकंड बाद <strong>Claim Your Earnings</strong> दबाएँ और कमाई आपके वॉलेट में जुड़ जाएगी।</p>',
    answer:
      "<p>In <strong>Click Short Link</strong>, press <strong>Start &amp; Earn</strong> on a link. The shortener's page opens: let its wait finish and press <strong>Continue</strong>. You come back to our last page; after 10 seconds press <strong>Claim Your Earnings</strong> and the reward is added to your wallet.</p>",
  },
  {
    question: 'What is the minimum withdrawal?',
    questionHi: 'कम से कम कितना निकाल सकते हैं?',
    answerHi:
      '<p>यह तरीके पर निर्भर है: Paytm में ₹20 से, UPI में ₹50 से और बैंक ट्रांसफ़र में ₹100 से। पहले अपनी प्रोफ़ाइल में निकालने का तरीका जोड़ें।</p>',
    answer:
      '<p>It depends on the method: Paytm from ₹20, UPI from ₹50 and Bank Transfer from ₹100. Bind your method in your profile first.</p>',
  },
  {
    question: 'How long does a withdrawal take?',
    questionHi: 'पैसे निकालने में कितना समय लगता है?',
    answerHi:
      '<p>हर अनुरोध की जाँच होती है और 24 से 72 घंटे में भुगतान हो जाता है। हर भुगतान पेमेंट प्रूफ़ पेज पर दिखता है।</p>',
    answer:
      '<p>Requests are reviewed and paid within 24 to 72 hours. Every paid request appears on the payment proof page.</p>',
  },
  {
    question: 'How does the referral programme work?',
    questionHi: 'रेफ़रल कैसे काम करता है?',
    answerHi:
      '<p><strong>रेफ़र करें और कमाएँ</strong> से अपना न्योता लिंक भेजें। आपके बुलाए लोग विज्ञापन, शॉर्ट लिंक और टास्क वॉल से जो कमाते हैं, उसका 10% आपको हमेशा मिलता है, और उनका कुछ नहीं कटता।</p>',
    answer:
      '<p>Share your invite link from <strong>Refer &amp; Earn</strong>. You receive 10% of what the people you invite earn from ads, short links and task walls, for life, at no cost to them.</p>',
  },
  {
    question: 'What is the difference between the two wallets?',
    questionHi: 'दोनों वॉलेट में क्या फ़र्क है?',
    answerHi:
      '<p>आपके <strong>निकालने योग्य</strong> वॉलेट में आपकी कमाई रहती है, जिसे आप निकाल सकते हैं। <strong>जमा</strong> वॉलेट से विज्ञापन कैंपेन और गेम की एंट्री फ़ीस दी जाती है। बैलेंस कन्वर्टर दोनों के बीच पैसे भेजता है।</p>',
    answer:
      '<p>Your <strong>withdrawable</strong> wallet holds what you earn and can be withdrawn. Your <strong>deposit</strong> wallet pays for ad campaigns and game entry fees. The balance converter moves money between them.</p>',
  },
];

export const DEMO_HOMEPAGE_SECTIONS = [
  {
    title: 'Earn from your phone',
    message:
      '<p>View short ads, open links and complete simple tasks whenever you have a few minutes. Everything works on a basic smartphone.</p>',
  },
  {
    title: 'Paid in rupees, to UPI, Paytm or your bank',
    message:
      '<p>Withdraw from ₹20 to the method you prefer. Every payout is listed publicly on our payment proof page.</p>',
  },
  {
    title: 'Advertise to real people',
    message:
      '<p>Create a pay-per-view campaign from your deposit wallet and reach members across India in minutes.</p>',
  },
];

export const DEMO_ANNOUNCEMENTS = [
  '<p>Welcome to Kamao! Claim the gift code <strong>WELCOME10</strong> for a ₹10 bonus.</p>',
  '<p>New: the balance converter moves money between your wallets in seconds.</p>',
  '<p>Payouts are processed every day, including Sundays.</p>',
];

/** Hindi versions of some site texts; the others show in English to a Hindi reader. */
export const DEMO_SITE_TEXTS_HI: Record<string, string> = {
  ptc_instructions:
    '<ul><li>विज्ञापन देखें पर क्लिक करें और टाइमर खत्म होने तक नए टैब पर रहें।</li><li>विज्ञापन वाला टैब बंद या रीलोड न करें।</li></ul>',
  shortlink_instructions:
    '<ul><li>शुरू करें और कमाएँ पर क्लिक करें और शॉर्ट लिंक के सारे पेज पार करें।</li><li>आखिरी पेज पर अपनी कमाई लें।</li></ul>',
};

export const DEMO_SITE_TEXTS: Record<string, string> = {
  privacy_policy:
    '<h2>Privacy Policy</h2><p>We collect the details you give us (name, e-mail, mobile number and payment details) to run your account and pay you. We never sell your data. Visitor counts are kept without storing IP addresses.</p><p>To stop one person from running many accounts, we keep, for 180 days after we last see them, the network addresses and the browser each account signs up, logs in and withdraws from, and its payout account. Only our operators see them, to decide on payouts, as India&#8217;s Digital Personal Data Protection Act, 2023 allows for preventing fraud.</p><p>Write to us through the contact form to see, correct or delete your data.</p>',
  terms_of_use:
    '<h2>Terms of Use</h2><ol><li>One account per person. Duplicate accounts are closed.</li><li>Earnings from automated clicks, proxies or VPNs are void.</li><li>Withdrawals are reviewed before payment.</li><li>Members must be 18 or older and live in India.</li></ol>',
  dmca: '<h2>DMCA</h2><p>If you believe content on this site infringes your copyright, send a notice through the contact form with the address of the content and proof of ownership. We remove infringing content promptly.</p>',
  withdrawal_instructions:
    '<ul><li>Bind your withdrawal method in your profile first.</li><li>Each method has its own minimum amount.</li><li>Requests are paid within 24 to 72 hours.</li></ul>',
  convert_balance_instructions:
    '<ul><li>Withdraw to Deposit is free.</li><li>Deposit to Withdraw has a 5% charge.</li></ul>',
  referral_page_text:
    '<p>Invite your friends and earn a share of everything they earn from ads, short links and task walls.</p>',
  gift_code_page_message:
    '<p>Enter a gift code from our announcements or social channels to receive a bonus.</p>',
  ptc_instructions:
    '<ul><li>Click View Ad and stay on the new tab until the timer ends.</li><li>Do not close or reload the ad tab.</li></ul>',
  shortlink_instructions:
    '<ul><li>Click Start &amp; Earn and pass through the short link.</li><li>Claim your earnings on the last page.</li></ul>',
  offerwall_instructions:
    '<ul><li>Complete offers on a task wall; rewards are credited automatically.</li></ul>',
};

/**
 * The demo price list of pay-to-click views (rupees per view by type and seconds) and the demo
 * advertiser's campaigns, so that the demo member has ads to view after `npm start`. Iframe ads
 * are pages that allow framing; YouTube ads are real videos (Blender Foundation open movies).
 */
export const DEMO_PTC_PRICING = {
  window: [
    { seconds: 5, price: '0.020' },
    { seconds: 10, price: '0.040' },
    { seconds: 15, price: '0.060' },
    { seconds: 30, price: '0.120' },
  ],
  iframe: [
    { seconds: 5, price: '0.025' },
    { seconds: 10, price: '0.050' },
    { seconds: 15, price: '0.075' },
    { seconds: 30, price: '0.150' },
  ],
  youtube: [
    { seconds: 5, price: '0.030' },
    { seconds: 10, price: '0.060' },
    { seconds: 15, price: '0.090' },
    { seconds: 30, price: '0.180' },
  ],
} as const;

export const DEMO_CAMPAIGNS = [
  {
    type: 'window',
    title: 'Kamao Blog: earning tips',
    description: 'Read how members earn more every day with ads, short links and task walls.',
    url: 'https://example.com/',
    seconds: 5,
  },
  {
    type: 'window',
    title: 'Wikipedia, the free encyclopedia',
    description: 'Learn something new today in your own language.',
    url: 'https://www.wikipedia.org/',
    seconds: 10,
  },
  {
    type: 'window',
    title: 'National Portal of India',
    description: 'Government services and information in one place.',
    url: 'https://www.india.gov.in/',
    seconds: 15,
  },
  {
    type: 'iframe',
    title: 'Example Store',
    description: 'A simple shop page that opens right inside Kamao.',
    url: 'https://example.com/',
    seconds: 5,
  },
  {
    type: 'iframe',
    title: 'Example Org',
    description: 'Stay on this page until the timer ends to earn.',
    url: 'https://example.org/',
    seconds: 10,
  },
  {
    type: 'iframe',
    title: 'Example Net',
    description: 'Another page you can view right inside Kamao.',
    url: 'https://example.net/',
    seconds: 15,
  },
  {
    type: 'youtube',
    title: 'Big Buck Bunny',
    description: 'An open movie by the Blender Foundation. Watch to earn.',
    url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    seconds: 5,
  },
  {
    type: 'youtube',
    title: 'Sintel',
    description: 'An open movie by the Blender Foundation. Keep it playing until the timer ends.',
    url: 'https://www.youtube.com/watch?v=eRsGyueVLvQ',
    seconds: 10,
  },
  {
    type: 'youtube',
    title: 'Tears of Steel',
    description: 'An open movie by the Blender Foundation. Keep it playing until the timer ends.',
    url: 'https://www.youtube.com/watch?v=R6MlUcmOul8',
    seconds: 15,
  },
] as const;
