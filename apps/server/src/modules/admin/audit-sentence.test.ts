import { describe, expect, it } from 'vitest';
import { auditSentence } from './audit-sentence.ts';

const say = (action: string, details: Record<string, unknown> | null, extra = {}) =>
  auditSentence({ action, target: null, details, memberUserName: null, ...extra });

describe('the audit log’s sentences', () => {
  it('tells a payout decision with its amount, member, reference and outcome', () => {
    const paid = { status: 'Success', amount: '50.000', paymentReference: 'ABC123', changed: true };
    expect(say('withdrawal.decide', paid, { memberUserName: 'demo' })).toBe(
      'Approved ₹50.000 to demo, UTR ABC123',
    );
    expect(
      say(
        'withdrawal.decide',
        { status: 'Reject', amount: '7', remark: 'Wrong UPI' },
        {
          memberUserName: 'demo',
        },
      ),
    ).toBe('Rejected ₹7.000 of demo: “Wrong UPI”');
    expect(say('withdrawal.decide', { ...paid, changed: false }, { memberUserName: 'demo' })).toBe(
      'Approved ₹50.000 to demo, UTR ABC123 (already decided; nothing changed)',
    );
  });

  it('tells bans, settings, refunds and list items in words, never a path or id', () => {
    expect(say('member.ban', { userName: 'demo', changed: true })).toBe('Banned demo');
    expect(say('wallet_settings.update', { referralRateBp: 1200 })).toBe(
      'Changed the referral rate to 12 %',
    );
    expect(
      say('campaign.remove', { ownerId: 'u1', refundedMilli: '12500' }, { memberUserName: 'ad' }),
    ).toBe('Removed a campaign of ad; ₹12.500 refunded');
    expect(say('shortener.update', { enabled: false })).toBe('Switched off a shortener');
    expect(say('shortener.create', { name: 'Fly' })).toBe('Added the shortener “Fly”');
    expect(say('gift_code.update', { expiresAt: '2026-01-01T00:00:00Z' })).toBe(
      'Ended a gift code',
    );
    expect(say('api_docs.publish', { published: true })).toBe(
      'Published the API document to everyone',
    );
    expect(say('api_docs.publish', { published: false })).toBe(
      'Kept the API document for administrators',
    );
    expect(say('POST /api/admin/something/:id', null)).toBe('Made a change in the console');
  });

  it('tells a released hold and the actions on a risk group with the group’s members', () => {
    expect(say('withdrawal.release', { amount: '60.000' }, { memberUserName: 'demo' })).toBe(
      'Released the held ₹60.000 of demo for payment',
    );
    const members = ['asha', 'ravi', 'kiran', 'meena'];
    expect(say('risk.group_hold', { members, held: 3 })).toBe(
      'Held 3 pending withdrawals of the risk group of asha, ravi and 2 more',
    );
    expect(say('risk.group_ban', { members: ['asha'], banned: 1, reason: 'One phone' })).toBe(
      'Banned 1 member of the risk group of asha: “One phone”',
    );
    expect(say('risk.group_take_back', { members, takenBack: 12.5, debt: 2 })).toBe(
      'Took back ₹12.500 of referral income within the risk group of asha, ravi and 2 more; ₹2.000 now owed',
    );
    expect(say('risk.group_take_back', { takenBack: 0, debt: 0 })).toBe(
      'Took back ₹0.000 of referral income within a risk group',
    );
  });
});
