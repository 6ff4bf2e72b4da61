import { GENERIC_ERROR_MESSAGE, TOO_MANY_REQUESTS_MESSAGE } from '@kamao/contract/error-texts';

export type Ack = (answer: unknown) => void;

/** A socket event's acknowledgement callback, when the client sent one. */
export const ackOf = (args: unknown[]): Ack => {
  const last = args.at(-1);
  return typeof last === 'function' ? (last as Ack) : () => undefined;
};

export const refusedAsFlood = (ack: Ack) =>
  ack({ success: false, error_msg: TOO_MANY_REQUESTS_MESSAGE });
export const refusedAsInvalid = (ack: Ack) =>
  ack({ success: false, error_msg: GENERIC_ERROR_MESSAGE });
