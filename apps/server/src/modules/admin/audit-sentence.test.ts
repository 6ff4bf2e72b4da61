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
});
