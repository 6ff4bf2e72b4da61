import { describe, expect, it } from 'vitest';
import { campaignCreatePayloadSchema, parseDurationOption } from './api-advertiser.ts';
import { PRIVATE_URL_MESSAGE } from './private-network.ts';

const form = {
  selectedOption_state: 'window',
  step_2_title: 'My shop',
  step_2_url: 'https://shop.example',
  step_2_description: 'Visit my shop',
  step_3_duration: '10-0.5',
  step_3_total_views: '100',
  step_3_interval_in_hours: 13,
  step_3_enableLimit: false,
  step_3_limitViewsPerDay: null,
  step_4_subTotal: 50,
} as const;

const messagesFor = (overrides: Record<string, unknown>) =>
  campaignCreatePayloadSchema
    .safeParse({ ...form, ...overrides })
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('campaign form checks', () => {
  it('accepts a complete form and reads typed numbers', () => {
    const parsed = campaignCreatePayloadSchema.parse(form);
    expect(parsed.step_3_total_views).toBe(100);
    expect(parsed.step_3_interval_in_hours).toBe(13);
  });

  it.each([
    [{ step_2_title: ' ' }, 'step_2_title', 'Title is a required field'],
    [{ step_2_description: '' }, 'step_2_description', 'Description is a required field'],
    [{ step_2_url: '' }, 'step_2_url', 'URL is a required field'],
    [{ step_3_duration: 'Choose Any One' }, 'step_3_duration', 'Duration is a required field'],
    [{ step_3_total_views: 0 }, 'step_3_total_views', 'Total Views is a required field'],
    [{ step_3_interval_in_hours: 25 }, 'step_3_interval_in_hours', 'Interval is a required field'],
    [{ step_3_interval_in_hours: 0 }, 'step_3_interval_in_hours', 'Interval is a required field'],
    [{ step_2_url: 'shop.example' }, 'step_2_url', 'Please enter a valid URL'],
    [{ step_2_url: 'http://192.168.1.1/' }, 'step_2_url', PRIVATE_URL_MESSAGE],
    [{ step_2_url: 'http://2130706433/' }, 'step_2_url', PRIVATE_URL_MESSAGE],
    [{ step_2_url: ' https://shop.localhost/ ' }, 'step_2_url', PRIVATE_URL_MESSAGE],
    [
      { selectedOption_state: 'youtube', step_2_url: 'https://shop.example' },
      'step_2_url',
      'Please enter a valid YouTube video URL',
    ],
    [
      { step_3_enableLimit: true, step_3_limitViewsPerDay: null },
      'step_3_limitViewsPerDay',
      'Per Day Limit is a required field',
    ],
    [
      { step_3_enableLimit: true, step_3_limitViewsPerDay: 101 },
      'step_3_limitViewsPerDay',
      'Per Day Limit must not be greater than total views',
    ],
  ])('%j gives %s: %s', (overrides, path, message) => {
    expect(messagesFor(overrides)).toEqual([[path, message]]);
  });

  it('truncates a title to 50 and a description to 150 characters', () => {
    const parsed = campaignCreatePayloadSchema.parse({
      ...form,
      step_2_title: 'x'.repeat(51),
      step_2_description: 'y'.repeat(151),
    });
    expect(parsed.step_2_title).toBe('x'.repeat(50));
    expect(parsed.step_2_description).toBe('y'.repeat(150));
  });

  it('accepts a YouTube campaign with a video link and a daily limit within total views', () => {
    expect(
      campaignCreatePayloadSchema.safeParse({
        ...form,
        selectedOption_state: 'youtube',
        step_2_url: 'https://youtu.be/dQw4w9WgXcQ',
        step_3_enableLimit: true,
        step_3_limitViewsPerDay: '100',
      }).success,
    ).toBe(true);
  });
});

describe('duration option', () => {
  it('reads seconds and price per view', () => {
    expect(parseDurationOption('10-0.5')).toEqual({ seconds: 10, price: 0.5 });
    expect(parseDurationOption('30-1.125')).toEqual({ seconds: 30, price: 1.125 });
  });

  it.each(['Choose Any One', '', '10', '10-', '-0.5', '10-0.5555', '10-abc'])(
    'refuses %j',
    (value) => {
      expect(parseDurationOption(value)).toBeNull();
    },
  );
});
