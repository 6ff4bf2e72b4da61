import { useId, useState, type FormEvent } from 'react';
import { ptcAdminRoutes, type AdminPrice } from '@kamao/contract/admin/ptc';
import {
  BASIS_POINTS_PER_UNIT,
  CAMPAIGN_TYPES,
  type CampaignType,
} from '@kamao/contract/constants';
import { formatAmount, rupeesToMilli } from '@kamao/contract/money';
import { errorMessageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { buttons } from '../buttons';
import { pendingOrFailed } from '../query-state';
import { AdSnippetsForm } from './ad-snippets-form';

const input = 'w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm';
const TYPE_LABELS: Record<CampaignType, string> = {
  window: 'Window',
  iframe: 'Iframe',
  youtube: 'YouTube',
};

/**
 * The PTC market's terms (docs/product/ptc-ads.md#operator): what advertisers pay per view for each
 * duration and type, the viewer's share of it, the fewest views a campaign may buy, and the
 * ad-network snippets of the ad pages. The instructions text is under Pages & instructions.
 */
export function PtcPricingPanel() {
  const pricing = useAdminQuery(ptcAdminRoutes.ptcPricing);
  const data = pricing.data;
  return (
    <section aria-labelledby="ptc-title" className="grid gap-4">
      <h2 id="ptc-title" className="text-lg font-bold text-slate-900">
        PTC ads
      </h2>
      {pendingOrFailed(pricing, 'h-64') ??
        (data && (
          <>
            <ShareForm
              memberShareBp={data.memberShareBp}
              minimumTotalViews={data.minimumTotalViews}
            />
            <div className="grid gap-4 lg:grid-cols-3">
              {CAMPAIGN_TYPES.map((type) => (
                <PriceListForm
                  key={`${type}-${pricing.dataUpdatedAt}`}
                  type={type}
                  entries={data.pricing[type]}
                  memberShareBp={data.memberShareBp}
                />
              ))}
            </div>
          </>
        ))}
      <AdSnippetsForm />
    </section>
  );
}

function ShareForm({
  memberShareBp,
  minimumTotalViews,
}: {
  memberShareBp: number;
  minimumTotalViews: number;
}) {
  const ids = { share: useId(), views: useId() };
  const write = useAdminMutation(ptcAdminRoutes.ptcSettingsUpdate);
  const [share, setShare] = useState(String(memberShareBp / 100));
  const [views, setViews] = useState(String(minimumTotalViews));
  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await write.mutateAsync({
        body: { memberShareBp: Math.round(Number(share) * 100), minimumTotalViews: views },
      });
      await toastSuccess('PTC settings saved.');
    } catch (error) {
      await toastError(errorMessageOf(error, 'Something went wrong, please try again.'));
    }
  };
  return (
    <form
      onSubmit={(e) => void save(e)}
      aria-label="PTC settings"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <label htmlFor={ids.share} className="grid gap-1 text-xs font-semibold text-slate-600">
        Viewer&apos;s share of the price (%)
        <input
          id={ids.share}
          className={input}
          inputMode="decimal"
          value={share}
          onChange={(e) => setShare(e.target.value)}
        />
      </label>
      <label htmlFor={ids.views} className="grid gap-1 text-xs font-semibold text-slate-600">
        Minimum total views of a campaign
        <input
          id={ids.views}
          className={input}
          inputMode="numeric"
          value={views}
          onChange={(e) => setViews(e.target.value)}
        />
      </label>
      <button type="submit" className={buttons.primary} disabled={write.isPending}>
        Save
      </button>
    </form>
  );
}

const isRupeeText = (text: string) => /^\d{1,5}(\.\d{1,3})?$/.test(text.trim());
/** The viewer's reward as the server computes it: the share, rounded down to the milli-rupee. */
const rewardMilli = (price: string, shareBp: number) =>
  (rupeesToMilli(price.trim()) * BigInt(shareBp)) / BASIS_POINTS_PER_UNIT;

interface Row {
  seconds: string;
  price: string;
}

function PriceListForm({
  type,
  entries,
  memberShareBp,
}: {
  type: CampaignType;
  entries: AdminPrice[];
  memberShareBp: number;
}) {
  const write = useAdminMutation(ptcAdminRoutes.ptcPricingUpdate);
  const [rows, setRows] = useState<Row[]>(() =>
    entries.map((e) => ({ seconds: String(e.seconds), price: String(e.price) })),
  );
  const update = (index: number, change: Partial<Row>) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await write.mutateAsync({
        params: { type },
        body: {
          entries: rows.map((row) => ({ seconds: row.seconds, price: Number(row.price) })),
        },
      });
      await toastSuccess(`${TYPE_LABELS[type]} prices saved.`);
    } catch (error) {
      await toastError(errorMessageOf(error, 'Something went wrong, please try again.'));
    }
  };

  return (
    <form
      onSubmit={(e) => void save(e)}
      aria-label={`${TYPE_LABELS[type]} prices`}
      className="grid content-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 className="font-semibold text-slate-900">{TYPE_LABELS[type]} ads</h3>
      <div className="grid grid-cols-[1fr_1fr_auto] gap-2 text-xs font-semibold text-slate-600">
        <span>Seconds</span>
        <span>Price per view (₹)</span>
        {/* sr-only alone is positioned out of the grid and would shift every cell by one. */}
        <span>
          <span className="sr-only">Remove</span>
        </span>
        {rows.map((row, index) => (
          <PriceRow
            key={index}
            type={type}
            row={row}
            onChange={(change) => update(index, change)}
            onRemove={() => setRows(rows.filter((_, i) => i !== index))}
          />
        ))}
      </div>
      {rows.length === 0 && (
        <p className="text-sm text-slate-500">No durations: advertisers cannot buy this type.</p>
      )}
      <p className="text-xs text-slate-500">
        Viewers earn {memberShareBp / 100} % of the price
        {rows[0] && isRupeeText(rows[0].price)
          ? `, e.g. ₹${formatAmount(rewardMilli(rows[0].price, memberShareBp))} for ${rows[0].seconds} s`
          : ''}
        .
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={buttons.secondary}
          onClick={() => setRows([...rows, { seconds: '', price: '' }])}
        >
          Add duration
        </button>
        <button type="submit" className={buttons.primary} disabled={write.isPending}>
          Save {TYPE_LABELS[type]}
        </button>
      </div>
    </form>
  );
}

function PriceRow({
  type,
  row,
  onChange,
  onRemove,
}: {
  type: CampaignType;
  row: Row;
  onChange: (change: Partial<Row>) => void;
  onRemove: () => void;
}) {
  return (
    <>
      <input
        className={input}
        inputMode="numeric"
        aria-label={`${TYPE_LABELS[type]} seconds`}
        value={row.seconds}
        onChange={(e) => onChange({ seconds: e.target.value })}
      />
      <input
        className={input}
        inputMode="decimal"
        aria-label={`${TYPE_LABELS[type]} price for ${row.seconds || 'new'} s`}
        value={row.price}
        onChange={(e) => onChange({ price: e.target.value })}
      />
      <button
        type="button"
        className={buttons.danger}
        onClick={onRemove}
        aria-label={`Remove ${row.seconds || 'new'} s`}
      >
        ×
      </button>
    </>
  );
}
