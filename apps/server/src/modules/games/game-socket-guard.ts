import { GENERIC_ERROR_MESSAGE, TOO_MANY_REQUESTS_MESSAGE } from '@kamao/contract/error-texts';

export type Ack = (answer: unknown) => void;

/** A socket event's acknowledgement callback, when the client sent one. */
export const ackOf = (args: unknown[]): Ack => {
  const last = args.at(-1);
  return typeof last === 'function' ? (last as Ack) : () => undefined;
};

/** A socket may send this many game events a second; more are refused (a flooding client). */
const EVENTS_PER_SECOND = 20;

/** One socket's flood check: true while it stays within its events per second. */
export function eventBudget(): () => boolean {
  let windowStart = 0;
  let inWindow = 0;
  return () => {
    const now = Date.now();
    if (now - windowStart >= 1000) {
      windowStart = now;
      inWindow = 0;
    }
    inWindow += 1;
    return inWindow <= EVENTS_PER_SECOND;
  };
}

export const refusedAsFlood = (ack: Ack) =>
  ack({ success: false, error_msg: TOO_MANY_REQUESTS_MESSAGE });
export const refusedAsInvalid = (ack: Ack) =>
  ack({ success: false, error_msg: GENERIC_ERROR_MESSAGE });
