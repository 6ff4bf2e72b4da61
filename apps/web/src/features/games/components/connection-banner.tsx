import type { ConnectionNotice } from '../use-connection-notice';

/**
 * The lobby's line about its connection (docs/product/tic-tac-toe.md#the-lobby): a quiet status
 * while reconnecting, an alert once it failed. The lobby keeps trying forever, so the rooms stay on
 * screen.
 */
export function ConnectionBanner({ notice }: { notice: ConnectionNotice }) {
  if (!notice) return null;
  return notice.kind === 'reconnecting' ? (
    <p
      role="status"
      className="rounded-xl bg-amber-50 px-4 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
    >
      {notice.text}
    </p>
  ) : (
    <p
      role="alert"
      className="rounded-xl bg-rose-50 px-4 py-2 text-sm font-medium text-rose-800 ring-1 ring-rose-200"
    >
      {notice.text}
    </p>
  );
}
