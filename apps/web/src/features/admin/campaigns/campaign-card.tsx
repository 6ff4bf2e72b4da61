import type { AdminCampaign } from '@kamao/contract/admin/campaigns';
import { formatIndianTime } from '../../../lib/indian-time';
import { Money } from '../../../components/money';
import { CampaignButtons } from './campaign-buttons';
import { CampaignHeading } from './campaign-heading';
import { useCampaignActions } from './use-campaign-actions';

const HOST_PROBLEMS = {
  private: 'a private network: viewers cannot reach it',
  blocked: 'on your blocked hosts list',
} as const;

/** One campaign: what it is, how far it ran, what it cost, and its buttons. */
export function CampaignCard({ campaign: c }: { campaign: AdminCampaign }) {
  const { busy, act } = useCampaignActions(c);

  return (
    <li className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
      <CampaignHeading campaign={c} />
      {c.host && (
        <p className={c.hostProblem ? 'font-semibold text-rose-700' : 'text-slate-700'}>
          Host: <span translate="no">{c.host}</span>
          {c.hostProblem ? ` · ${HOST_PROBLEMS[c.hostProblem]}` : ''}
        </p>
      )}
      <a
        href={c.url}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="truncate text-emerald-800 underline"
      >
        {c.url}
      </a>
      <p className="text-slate-700">
        {c.completedViews} of {c.totalViews} views · <Money amount={c.pricePerView} /> per view (
        <Money amount={c.rewardPerView} /> to the viewer) · paid <Money amount={c.subtotal} />
      </p>
      <p className="text-xs text-slate-500">
        Every {c.intervalHours} h per member
        {c.dailyLimit ? ` · at most ${c.dailyLimit} a day` : ''} · created{' '}
        {formatIndianTime(c.createdAt)}
      </p>
      <CampaignButtons campaign={c} busy={busy} act={act} />
    </li>
  );
}
