import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Online or not, as TanStack Query's onlineManager sees it (it listens to the browser's online
 * and offline events). The banner and the refetch on reconnect follow the same signal, so the
 * page can never say "back online" without member data being refetched.
 */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}
