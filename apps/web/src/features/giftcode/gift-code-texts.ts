import { bilingual } from '../../lib/texts';

/** Texts of the gift code page (docs/product/gift-codes.md#the-gift-code-page). */
const en = {
  title: 'Gift Code',
  codeLabel: 'Gift code',
  codePlaceholder: 'Enter your gift code',
  claim: 'Claim Bonus',
  historyTitle: 'Claim History',
  columnCode: 'Code',
  columnBonus: 'Bonus Amount',
  columnTime: 'Time',
  noClaims: 'No gift codes claimed yet',
  // Shown when a claim's answer carries no text of its own.
  claimedFallback: 'Gift code claimed successfully',
  claimFailed: 'Something went wrong.',
  loadFailed: 'Something went wrong.',
};

export const GIFT_CODE_TEXTS = bilingual(en, {
  title: 'गिफ़्ट कोड',
  codeLabel: 'गिफ़्ट कोड',
  codePlaceholder: 'अपना गिफ़्ट कोड डालें',
  claim: 'कोड लगाएँ',
  historyTitle: 'इस्तेमाल किए गए कोड',
  columnCode: 'कोड',
  columnBonus: 'बोनस राशि',
  columnTime: 'समय',
  noClaims: 'अभी तक कोई कोड इस्तेमाल नहीं हुआ',
  claimedFallback: 'गिफ़्ट कोड लग गया',
  claimFailed: 'कुछ गड़बड़ हो गई।',
  loadFailed: 'कुछ गड़बड़ हो गई।',
});
