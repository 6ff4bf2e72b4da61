import { formatRupees } from '@kamao/contract/money';

/**
 * The audit log's rows as sentences an operator reads ("Approved ₹50.000 to demo, UTR ABC123",
 * "Banned demo", "Changed the referral rate to 12 %"), built from what each console write
 * stores: its action name, the target and the details (the body, or what the route noted).
 * Rows written before a detail was stored still read as a sentence, only a less specific one;
 * a raw path or id never shows.
 */
export interface AuditFacts {
  action: string;
  target: string | null;
  details: Record<string, unknown> | null;
  /** The member the row concerns, by userName, when it concerns one. */
  memberUserName: string | null;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** "₹50.000" from a stored amount: rupees as text or number, or milli-rupees as text. */
function rupees(details: Record<string, unknown>, key: string, milli = false): string | undefined {
  const value = details[key];
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  if (milli) return /^-?\d+$/.test(String(value)) ? formatRupees(BigInt(value)) : undefined;
  const amount = Number(value);
  return Number.isFinite(amount) ? formatRupees(amount) : undefined;
}

const percent = (bp: unknown) =>
  typeof bp === 'number' ? `${String(Number((bp / 100).toFixed(2)))} %` : String(bp);

/** The operator's words for the settings the console writes, with how a value reads. */
const SETTINGS: Record<string, { label: string; value?: (v: unknown) => string }> = {
  referralRateBp: { label: 'the referral rate', value: percent },
  conversionChargeDepositToWithdrawBp: {
    label: 'the deposit-to-withdrawable conversion charge',
    value: percent,
  },
  conversionChargeWithdrawToDepositBp: {
    label: 'the withdrawable-to-deposit conversion charge',
    value: percent,
  },
  paymentReferenceRequired: {
    label: 'the payment reference on approval',
    value: (v) => (v ? 'required' : 'optional'),
  },
  memberShareBp: { label: 'the viewer’s share of a PTC view', value: percent },
  minimumTotalViews: { label: 'the fewest views a campaign may buy' },
  paidRooms: { label: 'paid game rooms', value: (v) => (v ? 'open' : 'closed') },
  maxAccountsPerDevice: { label: 'the accounts allowed per device' },
  linkedReferralIncome: {
    label: 'referral income between linked accounts',
    value: (v) => (v ? 'paid' : 'not paid'),
  },
  vpnPolicy: { label: 'the VPN policy' },
  holdAboveScore: { label: 'the score that holds withdrawals' },
};

function settingsSentence(details: Record<string, unknown>, what: string): string {
  const changes = Object.entries(details)
    .filter(([key]) => key in SETTINGS)
    .map(([key, value]) => {
      const setting = SETTINGS[key]!;
      return `${setting.label} to ${setting.value ? setting.value(value) : String(value)}`;
    });
  return changes.length > 0 ? `Changed ${changes.join(', ')}` : `Changed ${what}`;
}

/** An item of a list the console keeps (a shortener, a room): added, switched, changed. */
function itemSentence(
  verb: string,
  noun: string,
  details: Record<string, unknown>,
  nameKey = 'name',
): string {
  const name = text(details[nameKey]);
  const called = name ? `the ${noun} “${name}”` : `a ${noun}`;
  if (verb === 'create') return `Added ${called}`;
  if (verb === 'delete') return `Deleted ${called}`;
  const keys = Object.keys(details);
  if (keys.length === 1 && typeof details.enabled === 'boolean') {
    return `Switched ${details.enabled ? 'on' : 'off'} ${called}`;
  }
  return `Changed ${called}`;
}

function withdrawalSentence(facts: AuditFacts, details: Record<string, unknown>): string {
  const amount = rupees(details, 'amount') ?? 'a withdrawal';
  const member = facts.memberUserName ?? 'a member';
  const reference = text(details.paymentReference);
  const remark = text(details.remark);
  const sentence =
    details.status === 'Reject'
      ? `Rejected ${amount} of ${member}${remark ? `: “${remark}”` : ''}`
      : `Approved ${amount} to ${member}${reference ? `, UTR ${reference}` : ''}`;
  return details.changed === false ? `${sentence} (already decided; nothing changed)` : sentence;
}

function bulkSentence(details: Record<string, unknown>): string {
  const results = Array.isArray(details.results) ? details.results : [];
  const refused = results.filter(
    (r) => typeof r === 'object' && r !== null && 'error_msg' in r && r.error_msg,
  ).length;
  const approved = results.length - refused;
  const plural = approved === 1 ? 'withdrawal' : 'withdrawals';
  return `Approved ${approved} ${plural} at once${refused > 0 ? `; ${refused} refused` : ''}`;
}

function memberSentence(
  verb: 'Banned' | 'Unbanned',
  facts: AuditFacts,
  d: Record<string, unknown>,
) {
  const who = facts.memberUserName ?? text(d.userName) ?? 'a member';
  if (d.changed === false) return `${verb} ${who} (already so; nothing changed)`;
  const reason = text(d.reason);
  return reason ? `${verb} ${who}: “${reason}”` : `${verb} ${who}`;
}

/** "Credited ₹5.000 to demo's withdrawable wallet: “Missed postback”". */
function adjustmentSentence(facts: AuditFacts, d: Record<string, unknown>) {
  const who = facts.memberUserName ?? text(d.userName) ?? 'a member';
  const amount = rupees(d, 'amount') ?? 'an amount';
  const wallet = text(d.wallet) ?? 'a';
  const done =
    d.direction === 'debit'
      ? `Debited ${amount} from ${who}'s ${wallet} wallet`
      : `Credited ${amount} to ${who}'s ${wallet} wallet`;
  const reason = text(d.reason);
  return reason ? `${done}: “${reason}”` : done;
}

function campaignSentence(verb: string, facts: AuditFacts, details: Record<string, unknown>) {
  const of = facts.memberUserName ? ` of ${facts.memberUserName}` : '';
  if (verb !== 'remove') return `${verb === 'pause' ? 'Paused' : 'Activated'} a campaign${of}`;
  const refund = rupees(details, 'refundedMilli', true);
  return `Removed a campaign${of}${refund ? `; ${refund} refunded` : ''}`;
}

function contentSentence(kind: string, verb: string, details: Record<string, unknown>): string {
  switch (kind) {
    case 'faq':
      return itemSentence(verb, 'FAQ', details, 'question');
    case 'homepage_section':
      return itemSentence(verb, 'homepage section', details, 'heading');
    case 'announcement':
      return verb === 'create' ? 'Published an announcement' : 'Removed an announcement';
    case 'footer':
      return 'Changed the footer';
    default:
      return 'Changed a site text';
  }
}

/** A risk group named by its members ("the risk group of asha, ravi and 2 more"). */
function riskGroupName(details: Record<string, unknown>): string {
  const names = Array.isArray(details.members)
    ? details.members.filter((n): n is string => typeof n === 'string')
    : [];
  if (names.length === 0) return 'a risk group';
  const shown = names.slice(0, 2).join(', ');
  return `the risk group of ${shown}${names.length > 2 ? ` and ${names.length - 2} more` : ''}`;
}

/** The hold, ban and take-back an operator applies to a whole risk group. */
function riskGroupSentence(verb: string, details: Record<string, unknown>): string {
  const group = riskGroupName(details);
  const count = (key: string) => (typeof details[key] === 'number' ? details[key] : 0);
  if (verb === 'group_hold') {
    const held = count('held');
    return `Held ${held} pending ${held === 1 ? 'withdrawal' : 'withdrawals'} of ${group}`;
  }
  if (verb === 'group_ban') {
    const banned = count('banned');
    const reason = text(details.reason);
    return `Banned ${banned} ${banned === 1 ? 'member' : 'members'} of ${group}${reason ? `: “${reason}”` : ''}`;
  }
  const taken = rupees(details, 'takenBack') ?? '₹0.000';
  const debt = rupees(details, 'debt');
  return `Took back ${taken} of referral income within ${group}${debt && details.debt !== 0 ? `; ${debt} now owed` : ''}`;
}

/** The sentence of one audit row. */
export function auditSentence(facts: AuditFacts): string {
  const details = facts.details ?? {};
  const [kind = '', verb = ''] = facts.action.split('.');
  switch (facts.action) {
    case 'withdrawal.decide':
      return withdrawalSentence(facts, details);
    case 'withdrawal.bulk_decide':
      return bulkSentence(details);
    case 'withdrawal.release': {
      const amount = rupees(details, 'amount') ?? 'a withdrawal';
      return `Released the held ${amount} of ${facts.memberUserName ?? 'a member'} for payment`;
    }
    case 'risk.group_hold':
    case 'risk.group_ban':
    case 'risk.group_take_back':
      return riskGroupSentence(verb, details);
    case 'member.ban':
      return memberSentence('Banned', facts, details);
    case 'member.unban':
      return memberSentence('Unbanned', facts, details);
    case 'member.adjust':
      return adjustmentSentence(facts, details);
    case 'wallet_settings.update':
      return settingsSentence(details, 'the wallet settings');
    case 'ptc_settings.update':
      return settingsSentence(details, 'the PTC settings');
    case 'game_settings.update':
      return settingsSentence(details, 'the game settings');
    case 'ptc_pricing.update':
      return `Changed the PTC pricing${facts.target ? ` of ${facts.target} ads` : ''}`;
    case 'ptc_snippets.update':
      return 'Changed the ad snippets of the PTC pages';
    case 'site_text.update':
      return `Changed the site text “${facts.target ?? 'page'}”`;
    case 'contact_message.handled':
      return 'Marked a contact message as handled';
    case 'api_docs.publish':
      if (details.published === true) return 'Published the API document to everyone';
      if (details.published === false) return 'Kept the API document for administrators';
      return 'Changed who may read the API document';
    case 'risk.rules_update':
      return settingsSentence(details, 'the risk rules');
    case 'risk.group_reviewed':
      return `Marked the risk group ${facts.target ?? ''} reviewed`;
    case 'gift_code.create': {
      const amount = rupees(details, 'amount');
      return `Created the gift code ${text(details.code) ?? ''}${amount ? ` worth ${amount}` : ''}`;
    }
    case 'gift_code.update':
      return 'expiresAt' in details ? 'Ended a gift code' : 'Changed a gift code';
  }
  switch (kind) {
    case 'campaign':
      return campaignSentence(verb, facts, details);
    case 'shortener':
      return itemSentence(verb, 'shortener', details);
    case 'offerwall':
      return itemSentence(verb, 'task wall', details);
    case 'game_room':
      return itemSentence(verb, 'room', details, 'roomName');
    case 'withdrawal_method':
      return itemSentence(verb, 'withdrawal method', details);
    case 'faq':
    case 'homepage_section':
    case 'announcement':
    case 'footer':
      return contentSentence(kind, verb, details);
    default:
      // A write route that names no action (logged under its method and path).
      return 'Made a change in the console';
  }
}
