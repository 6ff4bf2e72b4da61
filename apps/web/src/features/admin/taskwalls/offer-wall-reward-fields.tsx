import { MoneyField, NumberField } from '../form-kit';

/**
 * The boxes of what a task wall's postback credits: the multiplier from the network's reward,
 * when a reward is held and for how long, and the largest credit paid without approval. They sit
 * inside the task wall's form.
 */
export function OfferWallRewardFields() {
  return (
    <>
      <NumberField
        name="rewardMultiplier"
        label="Reward multiplier"
        decimals
        hint="₹ per unit of the network’s reward"
      />
      <MoneyField name="holdAbove" label="Hold rewards above" />
      <NumberField name="holdDays" label="Hold days" hint="0: never hold" />
      <MoneyField
        name="maxRewardPerTransaction"
        label="Maximum per transaction"
        hint="A larger credit waits for your approval; empty: no maximum"
      />
    </>
  );
}
