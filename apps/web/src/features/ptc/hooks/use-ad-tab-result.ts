import { PTC_CHANNEL_MESSAGES, type CampaignType } from '@kamao/contract/constants';
import { useCallback, useEffect, useState } from 'react';
import { adTabAlreadyReported, reportAdTabResult } from '../ad-tab-messages';
import { useTexts } from '../../../lib/texts';
import { PTC_TEXTS } from '../ptc-texts';

/**
 * running: counting; completed: success sent; aborted: abort sent; ended: this view already
 * reported before (the tab was reloaded), so nothing is counted or sent again.
 */
export type AdTabStatus = 'running' | 'completed' | 'aborted' | 'ended';

/**
 * The ad tab's side of the result (docs/product/ptc-ads.md#the-ad-tabs): success or abort is sent
 * once per session on the type's channel, and the title becomes Completed or Not Completed. While
 * running, a close or reload (pagehide) aborts, and so does hiding the tab when `abortWhenHidden`
 * (the iframe and youtube pages: 'Please do not close new tab until timer is completed').
 */
export function useAdTabResult(
  type: CampaignType,
  viewId: string,
  { abortWhenHidden }: { abortWhenHidden: boolean },
) {
  const T = useTexts(PTC_TEXTS);
  const [status, setStatus] = useState<AdTabStatus>(() =>
    adTabAlreadyReported(viewId) ? 'ended' : 'running',
  );

  const complete = useCallback(() => {
    if (status !== 'running') return;
    reportAdTabResult(type, viewId, PTC_CHANNEL_MESSAGES.success);
    setStatus('completed');
  }, [status, type, viewId]);
  const abort = useCallback(() => {
    if (status !== 'running') return;
    reportAdTabResult(type, viewId, PTC_CHANNEL_MESSAGES.abort);
    setStatus('aborted');
  }, [status, type, viewId]);

  useEffect(() => {
    if (status === 'completed') document.title = T.completedTitle;
    else if (status === 'aborted' || status === 'ended') document.title = T.notCompletedTitle;
  }, [status, T]);

  useEffect(() => {
    if (status !== 'running') return;
    const sendAbort = () => {
      reportAdTabResult(type, viewId, PTC_CHANNEL_MESSAGES.abort);
      setStatus('aborted');
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') sendAbort();
    };
    window.addEventListener('pagehide', sendAbort);
    if (abortWhenHidden) document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', sendAbort);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [status, type, viewId, abortWhenHidden]);

  return { status, complete, abort };
}
