import { Money } from '../../../components/money';
import { useTexts } from '../../../lib/texts';
import { ADVERTISER_TEXTS } from '../advertiser-texts';

/** What a campaign has spent so far beside the budget paid for it. */
export function CampaignSpend({ spend, budget }: { spend: number; budget: number }) {
  const T = useTexts(ADVERTISER_TEXTS);
  return (
    <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
      <div>
        <dt className="text-slate-500">{T.spend}</dt>
        <dd className="font-semibold text-slate-900">
          <Money amount={spend} />
        </dd>
      </div>
      <div>
        <dt className="text-slate-500">{T.budget}</dt>
        <dd className="font-semibold text-slate-900">
          <Money amount={budget} />
        </dd>
      </div>
    </dl>
  );
}
