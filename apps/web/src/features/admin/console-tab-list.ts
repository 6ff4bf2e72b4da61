/** The console's sections, in the order of its tab row; the id is the `?tab=` of the address. */
export const CONSOLE_TABS = [
  { id: 'faq', label: 'FAQ' },
  { id: 'homepage', label: 'Homepage' },
  { id: 'announcements', label: 'Announcements' },
  { id: 'texts', label: 'Pages & instructions' },
  { id: 'footer', label: 'Footer' },
  { id: 'messages', label: 'Messages' },
  { id: 'outbox', label: 'Outbox' },
  { id: 'members', label: 'Members' },
  { id: 'risk', label: 'Risk' },
  { id: 'payouts', label: 'Payouts' },
  { id: 'methods', label: 'Withdrawal methods' },
  { id: 'gift-codes', label: 'Gift codes' },
  { id: 'rates', label: 'Wallet rates' },
  { id: 'ptc', label: 'PTC ads' },
  { id: 'campaigns', label: 'Campaigns' },
  { id: 'short-links', label: 'Short links' },
  { id: 'task-walls', label: 'Task walls' },
  { id: 'games', label: 'Games' },
  { id: 'audit', label: 'Audit log' },
  { id: 'system', label: 'System' },
  { id: 'money', label: 'Money' },
] as const;
export type ConsoleTabId = (typeof CONSOLE_TABS)[number]['id'];

/** The section an address's `?tab=` names; the FAQ when it names none of them. */
export function consoleTabOf(asked: string | null): ConsoleTabId {
  return CONSOLE_TABS.some((t) => t.id === asked) ? (asked as ConsoleTabId) : 'faq';
}
