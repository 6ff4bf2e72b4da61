import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  adminPricingPayloadSchema,
  ptcAdminRoutes,
  type AdminPrice,
} from '@kamao/contract/admin/ptc';
import { BASIS_POINTS_PER_UNIT, type CampaignType } from '@kamao/contract/constants';
import { formatAmount, rupeesToMilli } from '@kamao/contract/money';
import { toastSuccess } from '../../../lib/toast';
import { useAdminMutation } from '../api/admin-queries';
import { buttons } from '../buttons';
import { ConsoleForm, GroupMessage, SaveBar, consoleInput, useConsoleForm } from '../form-kit';

export const TYPE_LABELS: Record<CampaignType, string> = {
  window: 'Window',
  iframe: 'Iframe',
  youtube: 'YouTube',
};

type PriceList = z.output<typeof adminPricingPayloadSchema>;
interface Row {
  seconds: string;
  price: string;
}
interface PriceListDraft {
  entries: Row[];
}

// An empty box is "not given" (NaN, which the schema refuses), never 0.
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const isRupeeText = (text: string) => /^\d{1,5}(\.\d{1,3})?$/.test(text.trim());
/** The viewer's reward as the server computes it: the share, rounded down to the milli-rupee. */
const rewardMilli = (price: string, shareBp: number) =>
  (rupeesToMilli(price.trim()) * BigInt(shareBp)) / BASIS_POINTS_PER_UNIT;

/** The price per view of each duration of one ad type. */
export function PriceListForm({
  type,
  entries,
  memberShareBp,
}: {
  type: CampaignType;
  entries: AdminPrice[];
  memberShareBp: number;
}) {
  const write = useAdminMutation(ptcAdminRoutes.ptcPricingUpdate);
  const { form, submit } = useConsoleForm<PriceListDraft, PriceList>({
    defaults: {
      entries: entries.map((e) => ({ seconds: String(e.seconds), price: String(e.price) })),
    },
    schema: adminPricingPayloadSchema,
    toBody: (draft) => ({
      entries: draft.entries.map((row) => ({
        seconds: numberOf(row.seconds),
        price: numberOf(row.price),
      })),
    }),
    kinds: { entries: 'number' },
    onSave: async (body) => {
      await write.mutateAsync({ params: { type }, body });
      await toastSuccess(`${TYPE_LABELS[type]} prices saved.`);
    },
  });

  return (
    <ConsoleForm
      form={form}
      onSubmit={submit}
      label={`${TYPE_LABELS[type]} prices`}
      className="grid content-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 className="font-semibold text-slate-900">{TYPE_LABELS[type]} ads</h3>
      <PriceRows type={type} memberShareBp={memberShareBp} />
      <GroupMessage name="entries" />
      <SaveBar saveLabel={`Save ${TYPE_LABELS[type]}`} />
    </ConsoleForm>
  );
}

function PriceRows({ type, memberShareBp }: { type: CampaignType; memberShareBp: number }) {
  const { control, register } = useFormContext<PriceListDraft>();
  const { fields, append, remove } = useFieldArray({ control, name: 'entries' });
  const rows = useWatch({ control, name: 'entries' });
  const first = rows[0];
  return (
    <>
      <div className="grid grid-cols-[1fr_1fr_auto] gap-2 text-xs font-semibold text-slate-600">
        <span>Seconds</span>
        <span>Price per view (₹)</span>
        {/* sr-only alone is positioned out of the grid and would shift every cell by one. */}
        <span>
          <span className="sr-only">Remove</span>
        </span>
        {fields.map((field, index) => {
          const seconds = rows[index]?.seconds || 'new';
          return (
            <div key={field.id} className="contents">
              <input
                className={consoleInput}
                inputMode="numeric"
                aria-label={`${TYPE_LABELS[type]} seconds`}
                {...register(`entries.${index}.seconds`)}
              />
              <input
                className={consoleInput}
                inputMode="decimal"
                aria-label={`${TYPE_LABELS[type]} price for ${seconds} s`}
                {...register(`entries.${index}.price`)}
              />
              <button
                type="button"
                className={buttons.danger}
                onClick={() => remove(index)}
                aria-label={`Remove ${seconds} s`}
              >
                ×
              </button>
            </div>
          );
        })}
      </div>
      {fields.length === 0 && (
        <p className="text-sm text-slate-500">No durations: advertisers cannot buy this type.</p>
      )}
      <p className="text-xs text-slate-500">
        Viewers earn {memberShareBp / 100} % of the price
        {first && isRupeeText(first.price)
          ? `, e.g. ₹${formatAmount(rewardMilli(first.price, memberShareBp))} for ${first.seconds} s`
          : ''}
        .
      </p>
      <div>
        <button
          type="button"
          className={buttons.secondary}
          onClick={() => append({ seconds: '', price: '' })}
        >
          Add duration
        </button>
      </div>
    </>
  );
}
