/** The console's sections; the id is the `?tab=` of the address. */
export const CONSOLE_TABS = [
  { id: 'overview', label: 'Overview' },
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
export type ConsoleTab = (typeof CONSOLE_TABS)[number];

/** The groups of the navigation, in their order. */
export const CONSOLE_GROUPS = [
  { id: 'overview', label: 'Overview' },
  { id: 'money', label: 'Money' },
  { id: 'members', label: 'Members' },
  { id: 'earning', label: 'Earning' },
  { id: 'site', label: 'Site' },
  { id: 'system', label: 'System' },
] as const;
export type ConsoleGroupId = (typeof CONSOLE_GROUPS)[number]['id'];

/**
 * Which group each section is in, every section in exactly one (the type sees to it); a group
 * lists its sections in the order written here.
 */
export const TAB_GROUP: Record<ConsoleTabId, ConsoleGroupId> = {
  overview: 'overview',
  payouts: 'money',
  money: 'money',
  methods: 'money',
  'gift-codes': 'money',
  rates: 'money',
  members: 'members',
  risk: 'members',
  messages: 'members',
  outbox: 'members',
  ptc: 'earning',
  campaigns: 'earning',
  'short-links': 'earning',
  'task-walls': 'earning',
  games: 'earning',
  faq: 'site',
  homepage: 'site',
  announcements: 'site',
  texts: 'site',
  footer: 'site',
  audit: 'system',
  system: 'system',
};

const TAB_ORDER = Object.keys(TAB_GROUP);

/** A group's sections, in the order of TAB_GROUP. */
export function tabsOfGroup(group: ConsoleGroupId): ConsoleTab[] {
  return CONSOLE_TABS.filter((t) => TAB_GROUP[t.id] === group).sort(
    (a, b) => TAB_ORDER.indexOf(a.id) - TAB_ORDER.indexOf(b.id),
  );
}

/** The section an address's `?tab=` names; the overview when it names none of them. */
export function consoleTabOf(asked: string | null): ConsoleTabId {
  return CONSOLE_TABS.some((t) => t.id === asked) ? (asked as ConsoleTabId) : 'overview';
}
