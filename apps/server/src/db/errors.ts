/** The driver error behind a Drizzle error (Drizzle wraps it in `cause`). */
export function driverError(error: unknown): {
  code?: string;
  constraint?: string;
  message?: string;
} {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return candidate as { code: string; constraint?: string; message?: string };
    }
    current = candidate.cause;
  }
  return {};
}

/** True when the error is a unique violation, optionally of the named index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = driverError(error);
  if (found.code !== '23505') return false;
  if (!constraint) return true;
  // pg reports the constraint; PGlite only the message.
  return found.constraint === constraint || (found.message ?? '').includes(constraint);
}

/** True when the error is a CHECK constraint violation (e.g. a limit below what is used). */
export function isCheckViolation(error: unknown): boolean {
  return driverError(error).code === '23514';
}
