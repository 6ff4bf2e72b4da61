import type { PayoutRequest } from './payout-provider.ts';

/** The interface's own limits on a key: what RazorpayX accepts for X-Payout-Idempotency. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{4,36}$/;

/**
 * Why a request can never be paid as it stands, or null. Checked before any call, so a
 * malformed request is refused for good instead of reaching the provider (where the answer
 * would only be the same refusal, later).
 */
export function requestProblem(request: PayoutRequest): string | null {
  if (!IDEMPOTENCY_KEY.test(request.idempotencyKey)) {
    return 'The idempotency key must be 4 to 36 letters, digits, "_" or "-".';
  }
  if (!Number.isSafeInteger(request.amountPaise) || request.amountPaise < 100) {
    return 'The amount must be whole paise, at least ₹1.';
  }
  if (request.referenceId.length === 0 || request.referenceId.length > 40) {
    return 'The reference must be 1 to 40 characters.';
  }
  return null;
}

/** A narration the banks take: letters, digits and spaces, at most 30 characters. */
export function cleanNarration(narration: string): string {
  return narration
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 30);
}
