import { describe, expect, test } from 'vitest';
import { inHindi } from '../../../testing/in-hindi';
import { EMPTY_CAMPAIGN_FORM, validateStep, type CampaignForm } from './campaign-form';
import { WIZARD_TEXTS } from './wizard-texts';

/** Forms that draw every message the contract's schema gives for steps 2 and 3. */
const WRONG_FORMS: Array<[2 | 3, Partial<CampaignForm>]> = [
  [2, { selectedOption_state: 'window' }],
  [2, { selectedOption_state: 'window', step_2_url: 'shop.example' }],
  [2, { selectedOption_state: 'window', step_2_url: 'http://192.168.1.1/' }],
  [2, { selectedOption_state: 'youtube', step_2_url: 'https://www.youtube.com/watch?v=x' }],
  [3, { step_3_interval_in_hours: 0 }],
  [3, { step_3_duration: '10-0.04', step_3_total_views: '5', step_3_enableLimit: true }],
  [
    3,
    {
      step_3_duration: '10-0.04',
      step_3_total_views: '5',
      step_3_enableLimit: true,
      step_3_limitViewsPerDay: '6',
    },
  ],
];

const messagesOf = () =>
  WRONG_FORMS.flatMap(([step, form]) =>
    Object.values(validateStep(step, { ...EMPTY_CAMPAIGN_FORM, ...form }, { minimumViews: 1 })),
  );

describe("the wizard's messages", () => {
  test('every message the schema gives is one the wizard has in Hindi', () => {
    const known = new Set(Object.values(WIZARD_TEXTS.en.fieldMessages));
    const messages = messagesOf();
    // Each known message is drawn at least once, so the forms above stay complete.
    expect(new Set(messages)).toEqual(
      new Set([...known].filter((text) => !text.includes('iframe'))),
    );
  });
});

describe("the wizard's messages in Hindi", () => {
  inHindi();

  test('are Devanagari, YouTube kept', () => {
    for (const message of messagesOf()) {
      expect(message.replace('YouTube', '')).not.toMatch(/[A-Za-z]{2}/);
    }
  });
});
