import { formatRupees } from '@kamao/contract/money';
import type { z } from 'zod';
import type { ptcCampaignViewSchema } from '@kamao/contract/api-earning';
import { useEffect, useRef, useState } from 'react';
import { getAppConfig } from '../../../lib/app-config';
import { playSuccessChime } from '../../../lib/success-chime';
import { alertDialog } from '../../../lib/toast';
import { useClaimPtcIncome } from '../api/claim-ptc-income';
import { startPtcViewRequest } from '../api/start-ptc-view';
import { textsNow } from '../../../lib/texts';
import { PTC_TEXTS } from '../ptc-texts';
import { startAdView } from '../view-attempt';

export type PtcAd = z.infer<typeof ptcCampaignViewSchema>;

// Read when shown: the member may switch the language while a view runs.
const pageTitle = () => `${textsNow(PTC_TEXTS).title} · ${getAppConfig().siteName}`;

/**
 * View Ad on the View Ads page (docs/product/ptc-ads.md#the-ad-flow): runs one attempt at a time,
 * locks every View Ad button while it runs, and ends with 'Success!' (a tick in the title, the
 * chime when sound is on) or 'Operation failed. Please try again.' with the reason
 * (docs/product/ptc-ads.md#failure-texts).
 */
export function useAdView(): { busyAdId: string | null; viewAd: (ad: PtcAd) => void } {
  const [busyAdId, setBusyAdId] = useState<string | null>(null);
  const cancel = useRef<(() => void) | null>(null);
  // mutateAsync is the mutation observer's own bound method: stable across renders.
  const { mutateAsync: claimIncome } = useClaimPtcIncome();

  // Leaving the page ends the attempt quietly and gives the tab its title back.
  useEffect(() => () => cancel.current?.(), []);

  const viewAd = (ad: PtcAd) => {
    if (cancel.current) return;
    setBusyAdId(ad._id);
    cancel.current = startAdView(
      {
        id: ad._id,
        type: ad.campaignType,
        url: ad.step_2_url,
        seconds: ad.step_3_duration_for_user,
      },
      {
        startView: startPtcViewRequest,
        claim: (campaignId, viewToken) =>
          claimIncome({ campaignId, viewToken, amount: ad.step_3_amount_for_user }),
        openTab: (path) => window.open(path, '_blank') !== null,
        setTitle: (title) => {
          document.title = title ?? pageTitle();
        },
        onDone: (outcome) => {
          cancel.current = null;
          setBusyAdId(null);
          const T = textsNow(PTC_TEXTS);
          if (outcome.kind === 'paid') {
            document.title = `✅ ${pageTitle()}`;
            playSuccessChime();
            void alertDialog({
              icon: 'success',
              title: T.successTitle,
              text: T.successText(formatRupees(ad.step_3_amount_for_user)),
            });
          } else if (outcome.kind === 'failed') {
            void alertDialog({ icon: 'error', title: T.failedTitle, text: outcome.text });
          }
        },
      },
    );
  };

  return { busyAdId, viewAd };
}
