import { useId } from 'react';
import { ActionLabel } from '../../../components/action-label';
import { Icon } from '../../../components/icon';
import { Money } from '../../../components/money';
import { Spinner } from '../../../components/spinner';
import type { PtcAd } from '../hooks/use-ad-view';
import { useTexts } from '../../../lib/texts';
import { PTC_TEXTS } from '../ptc-texts';

/**
 * One ad: title, description, duration, reward (3 decimals) and View Ad
 * (docs/product/ptc-ads.md#the-view-ads-page).
 */
export function AdCard({
  ad,
  busy,
  locked,
  onView,
}: {
  ad: PtcAd;
  /** This ad's view is running. */
  busy: boolean;
  /**
   * A view is running: every View Ad button is locked (step 1 of
   * docs/product/ptc-ads.md#the-ad-flow).
   */
  locked: boolean;
  onView: () => void;
}) {
  const T = useTexts(PTC_TEXTS);
  const titleId = useId();
  const actionId = useId();
  return (
    <li className="flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      {/* The advertiser's words, not ours to translate. */}
      <h3 id={titleId} translate="no" className="font-semibold break-words text-slate-900">
        {ad.step_2_title}
      </h3>
      <p translate="no" className="mt-1 flex-1 text-sm break-words text-slate-600">
        {ad.step_2_description}
      </p>
      <dl className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <div className="flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">
          <dt>
            <Icon name="hourglass" className="size-4" />
            <span className="sr-only">{T.duration}</span>
          </dt>
          <dd className="tabular-nums">{T.seconds(ad.step_3_duration_for_user)}</dd>
        </div>
        <div className="flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 font-semibold text-emerald-800 ring-1 ring-emerald-200">
          <dt className="sr-only">{T.reward}</dt>
          <dd>
            <Money amount={ad.step_3_amount_for_user} />
          </dd>
        </div>
      </dl>
      <button
        type="button"
        onClick={onView}
        disabled={locked}
        aria-busy={busy || undefined}
        aria-labelledby={`${actionId} ${titleId}`}
        className="mt-4 inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-emerald-600 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-emerald-700 focus-visible:ring-2 focus-visible:ring-emerald-300 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60"
      >
        {busy ? <Spinner /> : <Icon name="eye" className="size-4" />}
        {busy ? T.viewing : T.viewAd}
      </button>
      <ActionLabel id={actionId} action={T.viewAd} />
    </li>
  );
}
