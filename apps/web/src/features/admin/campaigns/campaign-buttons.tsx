import type { AdminCampaign } from '@kamao/contract/admin/campaigns';
import { buttons } from '../buttons';
import type { CampaignAction } from './use-campaign-actions';

/**
 * A campaign's buttons: approve or refuse while it waits for review; otherwise pause or
 * activate, and remove, until it is removed.
 */
export function CampaignButtons({
  campaign: c,
  busy,
  act,
}: {
  campaign: AdminCampaign;
  busy: boolean;
  act: (action: CampaignAction) => Promise<void>;
}) {
  if (c.awaitingReview) {
    if (c.status !== 'paused') return null;
    return (
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttons.primary}
          disabled={busy}
          onClick={() => void act('approve')}
          aria-label={`Approve ${c.title}`}
        >
          Approve
        </button>
        <button
          type="button"
          className={buttons.danger}
          disabled={busy}
          onClick={() => void act('refuse')}
          aria-label={`Refuse ${c.title}`}
        >
          Refuse
        </button>
      </div>
    );
  }
  if (c.status === 'deleted') return null;
  return (
    <div className="flex flex-wrap gap-2">
      {c.status === 'active' && (
        <button
          type="button"
          className={buttons.secondary}
          disabled={busy}
          onClick={() => void act('pause')}
        >
          Pause
        </button>
      )}
      {c.status === 'paused' && (
        <button
          type="button"
          className={buttons.secondary}
          disabled={busy}
          onClick={() => void act('activate')}
        >
          Activate
        </button>
      )}
      <button
        type="button"
        className={buttons.danger}
        disabled={busy}
        onClick={() => void act('remove')}
        aria-label={`Remove ${c.title}`}
      >
        Remove
      </button>
    </div>
  );
}
