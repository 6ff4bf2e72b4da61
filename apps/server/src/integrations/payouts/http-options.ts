/** What every HTTP provider client is given by the factory (index.ts). */
export interface ProviderHttpOptions {
  timeoutMs: number;
  fetch: typeof fetch;
  now: () => Date;
}
