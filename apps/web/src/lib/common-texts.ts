import { bilingual, type Texts } from './texts';

/**
 * The shell's own texts in English and Hindi: words the spec does not fix (the top bars' labels,
 * the footer, the install offer, the pager, the copy button). The spec's texts (menu labels,
 * toasts, dialog texts, 'Page Not Found', the crash screen's sentences) are bilingual objects
 * beside their code, the English verbatim (lib/messages.ts, app/shell-texts.ts,
 * app/layouts/member-menu-items.ts). One mechanism for both: docs/decisions/0016-texts-as-typed-objects.md.
 */
const en = {
  common: {
    skipToContent: 'Skip to content',
    loading: 'Loading…',
    retry: 'Try again',
    opensInNewTab: '(opens in a new tab)',
    close: 'Close',
    advertisement: 'Advertisement',
  },
  nav: {
    main: 'Main navigation',
    menu: 'Menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    homeLink: (site: string) => `${site} home`,
  },
  member: {
    availableBalance: 'Available balance',
    balanceButton: (amount: string) => `Available balance ${amount}. Show the breakdown`,
    balanceUnavailable: 'Balance unavailable',
    navigation: 'Member navigation',
    breakdown: {
      title: 'Your balance',
      withdrawable: 'Withdrawable',
      deposit: 'Deposit',
      pending: 'Held in pending withdrawals',
      pendingNote: 'Waiting for payout; not part of the available balance.',
      debt: 'Debt',
      debtNote: 'A task-wall chargeback was larger than your balance; your next earnings repay it.',
      withdraw: 'Go to Withdraw',
      close: 'Close',
      loadFailed: 'The breakdown could not load.',
    },
  },
  comingSoon: {
    badge: 'Coming soon',
    text: (site: string) => `This part of ${site} is being built. It will be ready soon.`,
    memberText:
      'We are building this part of your member area. Your balance and earnings are safe; check back soon.',
    backHome: 'Back to the home page',
    backDashboard: 'Back to the Dashboard',
  },
  network: {
    offline: 'You are offline. Check your internet connection.',
    online: 'Back online',
  },
  footer: {
    tagline:
      'Earn real rupees from simple online tasks: ads, short links, task walls, referrals and games.',
    rating: (score: string, outOf: number) => `Rated ${score} out of ${outOf}`,
    readReviews: 'Read our reviews',
    links: 'Legal and help',
    follow: 'Follow us',
    language: 'Language',
    rights: (year: number, site: string) => `© ${year} ${site}. All rights reserved.`,
  },
  crash: {
    browsers: 'For the best experience, use the latest Chrome, Firefox, Edge or Safari.',
    report: 'Please report this error to our support team on WhatsApp:',
    reportLink: 'Report on WhatsApp',
    reload: 'Reload the page',
    home: 'Go to the home page',
  },
  notFound: {
    text: 'The page you are looking for does not exist or has moved.',
    home: 'Back to home',
  },
  install: {
    title: (site: string) => `Install the ${site} app`,
    text: 'Open it straight from your home screen, like any other app.',
    button: 'Install app',
    dismiss: 'Dismiss',
    manualTitle: (site: string) => `Install ${site}`,
    manualMobile:
      'Open your browser menu (⋮, or the Share button on iPhone) and choose “Add to Home screen”.',
    manualDesktop: (site: string) =>
      `Click the install icon at the right end of the address bar, or open the browser menu and choose “Install ${site}”.`,
  },
  home: {
    headline: 'Earn real rupees, one simple task at a time',
    subline:
      'View ads, open short links, finish offers on task walls, invite friends and play games. Withdraw to UPI, Paytm or your bank.',
    start: 'Start earning',
    haveAccount: 'I have an account',
    dashboard: 'Go to your Dashboard',
    waysTitle: 'Ways to earn',
    ways: {
      ptc: 'View ads for a few seconds each',
      shortLinks: 'Pass through short links',
      taskWalls: 'Complete offers and surveys',
      referrals: 'Earn from friends you invite',
      games: 'Play live Tic Tac Toe',
      giftCodes: 'Claim bonus gift codes',
    },
    faqTitle: 'Frequently asked questions',
    faqSoon: 'Answers to common questions are being added to this page.',
    contactFormFailed: 'The contact form could not load. Check your connection and try again.',
  },
  login: {
    intro: 'Welcome back! Log in to continue earning.',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    newHere: (site: string) => `New to ${site}?`,
    busy: 'Logging in…',
  },
  pager: {
    label: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    page: (page: number) => `Page ${page}`,
  },
  copy: {
    copy: 'Copy',
    copied: 'Copied!',
    label: (text: string) => `Copy ${text}`,
  },
  sound: {
    on: 'Sound on',
    off: 'Sound off',
  },
  captcha: {
    loadFailed: 'The human check could not load. Check your connection and reload the page.',
  },
};

const hi: Texts<typeof en> = {
  common: {
    skipToContent: 'सीधे सामग्री पर जाएँ',
    loading: 'लोड हो रहा है…',
    retry: 'फिर से कोशिश करें',
    opensInNewTab: '(नए टैब में खुलता है)',
    close: 'बंद करें',
    advertisement: 'विज्ञापन',
  },
  nav: {
    main: 'मुख्य नेविगेशन',
    menu: 'मेन्यू',
    openMenu: 'मेन्यू खोलें',
    closeMenu: 'मेन्यू बंद करें',
    homeLink: (site: string) => `${site} होम`,
  },
  member: {
    availableBalance: 'उपलब्ध बैलेंस',
    balanceButton: (amount: string) => `उपलब्ध बैलेंस ${amount}। ब्योरा देखें`,
    balanceUnavailable: 'बैलेंस उपलब्ध नहीं',
    navigation: 'सदस्य नेविगेशन',
    breakdown: {
      title: 'आपका बैलेंस',
      withdrawable: 'निकालने योग्य',
      deposit: 'जमा',
      pending: 'निकासी के लिए रोकी गई राशि',
      pendingNote: 'भुगतान की प्रतीक्षा में; उपलब्ध बैलेंस में शामिल नहीं।',
      debt: 'बकाया',
      debtNote: 'टास्क-वॉल की वापसी आपके बैलेंस से बड़ी थी; आपकी अगली कमाई से यह चुकेगा।',
      withdraw: 'निकासी पर जाएँ',
      close: 'बंद करें',
      loadFailed: 'ब्योरा लोड नहीं हो सका।',
    },
  },
  comingSoon: {
    badge: 'जल्द आ रहा है',
    text: (site: string) => `${site} का यह हिस्सा अभी बन रहा है। यह जल्द ही तैयार होगा।`,
    memberText: 'हम आपके सदस्य क्षेत्र का यह हिस्सा बना रहे हैं। आपका बैलेंस और कमाई सुरक्षित है; जल्द ही फिर देखें।',
    backHome: 'होम पेज पर वापस जाएँ',
    backDashboard: 'डैशबोर्ड पर वापस जाएँ',
  },
  network: {
    offline: 'आप ऑफ़लाइन हैं। अपना इंटरनेट कनेक्शन जाँचें।',
    online: 'आप फिर से ऑनलाइन हैं',
  },
  footer: {
    tagline: 'आसान ऑनलाइन कामों से असली रुपये कमाएँ: विज्ञापन, शॉर्ट लिंक, टास्क वॉल, रेफ़रल और गेम।',
    rating: (score: string, outOf: number) => `${outOf} में से ${score} रेटिंग`,
    readReviews: 'हमारी समीक्षाएँ पढ़ें',
    links: 'कानूनी जानकारी और सहायता',
    follow: 'हमें फ़ॉलो करें',
    language: 'भाषा',
    rights: (year: number, site: string) => `© ${year} ${site}। सर्वाधिकार सुरक्षित।`,
  },
  crash: {
    browsers: 'सबसे अच्छे अनुभव के लिए Chrome, Firefox, Edge या Safari का नया संस्करण इस्तेमाल करें।',
    report: 'कृपया इस त्रुटि की सूचना WhatsApp पर हमारी सहायता टीम को दें:',
    reportLink: 'WhatsApp पर बताएँ',
    reload: 'पेज फिर से लोड करें',
    home: 'होम पेज पर जाएँ',
  },
  notFound: {
    text: 'आप जो पेज ढूँढ रहे हैं वह मौजूद नहीं है या कहीं और चला गया है।',
    home: 'होम पेज पर वापस जाएँ',
  },
  install: {
    title: (site: string) => `${site} ऐप इंस्टॉल करें`,
    text: 'इसे किसी भी दूसरे ऐप की तरह सीधे होम स्क्रीन से खोलें।',
    button: 'ऐप इंस्टॉल करें',
    dismiss: 'बंद करें',
    manualTitle: (site: string) => `${site} इंस्टॉल करें`,
    manualMobile: 'ब्राउज़र मेन्यू (⋮, या iPhone पर शेयर बटन) खोलें और “होम स्क्रीन पर जोड़ें” चुनें।',
    manualDesktop: (site: string) =>
      `एड्रेस बार के दाईं ओर इंस्टॉल आइकन पर क्लिक करें, या ब्राउज़र मेन्यू खोलकर “${site} इंस्टॉल करें” चुनें।`,
  },
  home: {
    headline: 'एक-एक आसान काम से असली रुपये कमाएँ',
    subline:
      'विज्ञापन देखें, शॉर्ट लिंक खोलें, टास्क वॉल पर ऑफ़र पूरे करें, दोस्तों को बुलाएँ और गेम खेलें। UPI, Paytm या बैंक में निकालें।',
    start: 'कमाई शुरू करें',
    haveAccount: 'मेरा खाता है',
    dashboard: 'अपने डैशबोर्ड पर जाएँ',
    waysTitle: 'कमाने के तरीके',
    ways: {
      ptc: 'कुछ सेकंड के विज्ञापन देखें',
      shortLinks: 'शॉर्ट लिंक से गुज़रें',
      taskWalls: 'ऑफ़र और सर्वे पूरे करें',
      referrals: 'बुलाए गए दोस्तों से कमाएँ',
      games: 'लाइव Tic Tac Toe खेलें',
      giftCodes: 'बोनस गिफ़्ट कोड पाएँ',
    },
    faqTitle: 'अक्सर पूछे जाने वाले सवाल',
    faqSoon: 'आम सवालों के जवाब इस पेज पर जोड़े जा रहे हैं।',
    contactFormFailed: 'संपर्क फ़ॉर्म लोड नहीं हो सका। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  },
  login: {
    intro: 'फिर से स्वागत है! कमाई जारी रखने के लिए लॉग इन करें।',
    showPassword: 'पासवर्ड दिखाएँ',
    hidePassword: 'पासवर्ड छिपाएँ',
    newHere: (site: string) => `${site} पर नए हैं?`,
    busy: 'लॉग इन हो रहा है…',
  },
  pager: {
    label: 'पेज',
    previous: 'पिछला पेज',
    next: 'अगला पेज',
    page: (page: number) => `पेज ${page}`,
  },
  copy: {
    copy: 'कॉपी करें',
    copied: 'कॉपी हो गया!',
    label: (text: string) => `${text} कॉपी करें`,
  },
  sound: {
    on: 'आवाज़ चालू',
    off: 'आवाज़ बंद',
  },
  captcha: {
    loadFailed: 'इंसान होने की जाँच लोड नहीं हो सकी। अपना कनेक्शन जाँचें और पेज फिर से लोड करें।',
  },
};

export const COMMON_TEXTS = bilingual(en, hi);
