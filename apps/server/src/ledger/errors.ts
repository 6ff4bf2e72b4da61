/** Expected ledger failures; the HTTP layer maps them to 4xx answers. */
export class InsufficientFundsError extends Error {
  override name = 'InsufficientFundsError';
  constructor(
    readonly memberId: string,
    readonly wallet: string,
  ) {
    super(`Insufficient balance in ${wallet} wallet of member ${memberId}`);
  }
}

/** The same idempotency key was used for a different movement (refused, 409). */
export class IdempotencyConflictError extends Error {
  override name = 'IdempotencyConflictError';
  constructor(readonly key: string) {
    super(`Idempotency key ${key} was already used for a different movement`);
  }
}

export class UnknownAccountError extends Error {
  override name = 'UnknownAccountError';
  constructor(readonly description: string) {
    super(`No ledger account for ${description}`);
  }
}
