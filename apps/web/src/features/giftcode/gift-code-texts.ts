/** Texts of the gift code page (spec part 1 §2 "Gift code page"). */
export const GIFT_CODE_TEXTS = {
  title: 'Gift Code',
  codeLabel: 'Gift code',
  codePlaceholder: 'Enter your gift code',
  claim: 'Claim Bonus',
  historyTitle: 'Claim History',
  columnCode: 'Code',
  columnBonus: 'Bonus Amount',
  columnTime: 'Time',
  noClaims: 'No gift codes claimed yet',
  claimFailed: 'Something went wrong.',
  loadFailed: 'Something went wrong.',
} as const;
