import type { Translation } from './translation';
import type { CONVERTER_TEXTS, WITHDRAW_TEXTS } from './wallet-texts';

/** Hindi of wallet-texts.ts : what the web shows when a member reads Hindi. */
export const WITHDRAW_TEXTS_HI: Translation<typeof WITHDRAW_TEXTS> = {
  bindPaymentInfo: 'निकासी के लिए कृपया पहले अपनी भुगतान जानकारी जोड़ें।',
  bindPaymentInfoAgain: 'कृपया अपनी भुगतान जानकारी फिर से जोड़ें',
  minimumAmount: (method, minimum) =>
    `${method} के लिए न्यूनतम निकासी राशि ₹${minimum} है। कृपया सही राशि डालें।`,
  insufficientBalance: (available) => `आपका उपलब्ध बैलेंस ₹${available} है। कृपया सही राशि डालें।`,
  success: (amount) => `₹${amount} की आपकी निकासी सफलतापूर्वक प्रोसेस हो गई है।`,
};

export const CONVERTER_TEXTS_HI: Translation<typeof CONVERTER_TEXTS> = {
  exceedsBalance: (wallet, balance) =>
    `आपकी माँगी गई राशि आपके ${wallet === 'deposit' ? 'जमा' : 'निकालने योग्य'} बैलेंस ₹${balance} से ज़्यादा है। कृपया सही राशि डालें।`,
  nothingToReceive: 'बदलने के लिए कृपया सही धनात्मक राशि डालें।',
  success: 'आपका बैलेंस सफलतापूर्वक बदल दिया गया है।',
};
