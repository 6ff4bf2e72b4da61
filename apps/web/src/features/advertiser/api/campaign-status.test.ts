import { describe, expect, test } from 'vitest';
import { applyCampaignAction } from './campaign-status';

const campaign = (id: string, status: 'active' | 'paused', total = 100, completed = 30) => ({
  _id: id,
  status,
  campaignType: 'window' as const,
  step_2_title: id,
  step_2_description: '',
  step_2_url: 'https://x.example/',
  step_3_duration_for_user: 10,
  step_3_total_views: total,
  completed_total_views: completed,
  step_3_interval_in_hours: 13,
  step_3_enableLimit: false,
  step_3_limitViewsPerDay: null,
  step_4_subTotal: 4,
  spend: 1.2,
  time: '2026-11-20T10:00:00.000Z',
  waiting_for_review: false,
});

const data = {
  total_campaigns: 2,
  active_campaigns: 1,
  paused_campaigns: 1,
  remaining_views: 140,
  userDepositBalance: 10,
  userAvailableBalance: 20,
  advertiserData: [campaign('a', 'active'), campaign('p', 'paused')],
};

describe('counters after an action', () => {
  test('pausing moves them only if the campaign was active', () => {
    const paused = applyCampaignAction(data, 'paused', 'a', undefined);
    expect([paused.active_campaigns, paused.paused_campaigns]).toEqual([0, 2]);
    expect(paused.advertiserData[0]!.status).toBe('paused');
    expect(applyCampaignAction(data, 'paused', 'p', undefined)).toBe(data);
  });

  test('activating moves them only if it was paused', () => {
    const active = applyCampaignAction(data, 'active', 'p', undefined);
    expect([active.active_campaigns, active.paused_campaigns]).toEqual([2, 0]);
    expect(applyCampaignAction(data, 'active', 'a', undefined)).toBe(data);
  });

  test('counters never go below 0', () => {
    const drifted = { ...data, active_campaigns: 0 };
    expect(applyCampaignAction(drifted, 'paused', 'a', undefined).active_campaigns).toBe(0);
  });

  test('delete lowers the total, its status and the remaining views by the unviewed amount', () => {
    const deleted = applyCampaignAction(data, 'delete', 'p', 38.5);
    expect(deleted).toMatchObject({
      total_campaigns: 1,
      active_campaigns: 1,
      paused_campaigns: 0,
      remaining_views: 70,
      userDepositBalance: 38.5,
    });
    expect(deleted.advertiserData.map((each) => each._id)).toEqual(['a']);
    const noViewsLeft = { ...data, remaining_views: 10 };
    expect(applyCampaignAction(noViewsLeft, 'delete', 'a', undefined).remaining_views).toBe(0);
  });
});
