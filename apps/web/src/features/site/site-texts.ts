/**
 * The public site's own words (home, payment proof, legal pages). Page names are the spec's
 * (part 1 §2); the rest is ours, English like the other feature texts.
 */
export const statisticsTexts = {
  title: 'Kamao in numbers',
  users: 'Members',
  completedTasks: 'Tasks completed',
  visitors: 'Visitors in the last 30 days',
  withdrawn: 'Total withdrawn',
} as const;

export const channelTexts = {
  title: 'Watch and learn on our channel',
  text: 'Tips, payment proofs and new ways to earn, every week.',
  subscribers: 'Subscribers',
  views: 'Views',
  videos: 'Videos',
  subscribe: 'Subscribe',
} as const;

export const faqTexts = {
  empty: 'No questions have been answered here yet.',
  loadFailed: 'The questions could not be loaded.',
  retry: 'Try again',
} as const;

export const contactSectionTexts = {
  title: 'Contact Us',
  text: 'A question about your account, a payment or advertising? Write to us.',
} as const;

export const paymentProofTexts = {
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
} as const;

export const legalTexts = {
  loadFailed: 'This page could not be loaded.',
  retry: 'Try again',
  empty: 'This page has no content yet.',
} as const;
