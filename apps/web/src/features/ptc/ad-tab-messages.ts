import { PTC_CHANNELS, PTC_CHANNEL_MESSAGES, type CampaignType } from '@kamao/contract/constants';

/**
 * The tab-to-tab messages between the View Ads tab and an ad tab
 * (docs/product/ptc-ads.md#tab-to-tab-messages): one BroadcastChannel per ad type, messages
 * isSuccess and isAbortFromIframePage. Each message names the attempt (`view`) it belongs to, so a
 * stale ad tab cannot settle a newer view.
 */
export const AD_TAB_CHANNELS: Record<CampaignType, string> = PTC_CHANNELS;

export type AdTabSignal = (typeof PTC_CHANNEL_MESSAGES)[keyof typeof PTC_CHANNEL_MESSAGES];

export interface AdTabMessage {
  message: AdTabSignal;
  view: string;
}

export function isAdTabMessage(data: unknown): data is AdTabMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { message, view } = data as Partial<AdTabMessage>;
  return (
    (message === PTC_CHANNEL_MESSAGES.success || message === PTC_CHANNEL_MESSAGES.abort) &&
    typeof view === 'string'
  );
}

const SENT_FLAG_PREFIX = 'ptcAdTabMessageSent:';

function readFlag(viewId: string): boolean {
  try {
    return window.sessionStorage.getItem(SENT_FLAG_PREFIX + viewId) !== null;
  } catch {
    return false;
  }
}

function writeFlag(viewId: string, signal: AdTabSignal): void {
  try {
    window.sessionStorage.setItem(SENT_FLAG_PREFIX + viewId, signal);
  } catch {
    // Private mode without storage: the message still goes, the guard lasts for this page.
  }
}

/** True when this tab already reported its result (a reload must not report again). */
export function adTabAlreadyReported(viewId: string): boolean {
  return readFlag(viewId);
}

const sentThisPage = new Set<string>();

/**
 * Sends the ad tab's result once per session (a once-per-session flag in session storage:
 * docs/product/common.md#browser-storage); false when it had already been sent.
 */
export function reportAdTabResult(type: CampaignType, viewId: string, signal: AdTabSignal) {
  if (sentThisPage.has(viewId) || readFlag(viewId)) return false;
  sentThisPage.add(viewId);
  writeFlag(viewId, signal);
  if (typeof BroadcastChannel === 'undefined') return true;
  const channel = new BroadcastChannel(AD_TAB_CHANNELS[type]);
  const message: AdTabMessage = { message: signal, view: viewId };
  channel.postMessage(message);
  channel.close();
  return true;
}

/**
 * Calls `onSignal` with each result the ad tab of this view reports; returns what stops
 * listening. Without BroadcastChannel nothing arrives, and the attempt ends on its timers.
 */
export function listenToAdTab(
  type: CampaignType,
  viewId: string,
  onSignal: (signal: AdTabSignal) => void,
): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(AD_TAB_CHANNELS[type]);
  channel.onmessage = (event: MessageEvent) => {
    if (isAdTabMessage(event.data) && event.data.view === viewId) onSignal(event.data.message);
  };
  return () => channel.close();
}
