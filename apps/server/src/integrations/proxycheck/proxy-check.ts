/**
 * Is a network address a proxy or VPN? The ad pages block proxies
 * (docs/product/ptc-ads.md#blocking). The answer comes from an IP-reputation service named by
 * configuration (PROXY_CHECK_URL, a template with {ip} and optionally {key}); without one, nothing
 * is a proxy. Answers are cached per address so that a member's page loads do not each cost a call
 * to the service.
 */
export interface ProxyCheck {
  readonly enabled: boolean;
  isProxy(address: string): Promise<boolean>;
}

export const noProxyCheck: ProxyCheck = { enabled: false, isProxy: async () => false };

export interface HttpProxyCheckOptions {
  urlTemplate: string;
  key?: string | undefined;
  cacheSeconds: number;
  /** How long one call may take before the address counts as clean (fail open). */
  timeoutMs?: number;
  /** Most addresses kept; the oldest entry leaves first. */
  maxEntries?: number;
  onError?: (error: unknown) => void;
  now?: () => number;
}

const DEFAULT_TIMEOUT_MS = 3000;
const DEFAULT_MAX_ENTRIES = 50_000;

export function createHttpProxyCheck(options: HttpProxyCheckOptions): ProxyCheck {
  const cache = new Map<string, { proxy: boolean; expiresAt: number }>();
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;

  async function ask(address: string): Promise<boolean> {
    const url = options.urlTemplate
      .replaceAll('{ip}', encodeURIComponent(address))
      .replaceAll('{key}', encodeURIComponent(options.key ?? ''));
    const response = await fetch(url, {
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      headers: { accept: 'application/json, text/plain;q=0.9' },
    });
    if (!response.ok) throw new Error(`proxy check answered ${response.status}`);
    return answerSaysProxy(await response.text(), address);
  }

  return {
    enabled: true,
    async isProxy(address) {
      const cached = cache.get(address);
      if (cached && cached.expiresAt > now()) return cached.proxy;
      let proxy: boolean;
      try {
        proxy = await ask(address);
      } catch (error) {
        // A service that is down must not stop members from earning; try again next time.
        options.onError?.(error);
        return false;
      }
      cache.delete(address);
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
      cache.set(address, { proxy, expiresAt: now() + options.cacheSeconds * 1000 });
      return proxy;
    },
  };
}

const YES = new Set(['yes', 'true', '1']);
const isYes = (value: unknown) =>
  value === true || value === 1 || (typeof value === 'string' && YES.has(value.toLowerCase()));

/**
 * Reads the common answer shapes: {"proxy": true|"yes"} (ip-api and most services), {"vpn": …},
 * proxycheck.io's {"<ip>": {"proxy": "yes"}}, or the plain text 'Proxy Detected!' of the
 * promotion service the spec's client called.
 */
export function answerSaysProxy(body: string, address: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return /^proxy detected/i.test(body.trim());
  }
  if (typeof parsed === 'string') return /^proxy detected/i.test(parsed.trim());
  if (!parsed || typeof parsed !== 'object') return false;
  const record = parsed as Record<string, unknown>;
  if (isYes(record.proxy) || isYes(record.vpn)) return true;
  const perAddress = record[address];
  if (perAddress && typeof perAddress === 'object') {
    const entry = perAddress as Record<string, unknown>;
    return isYes(entry.proxy) || isYes(entry.vpn);
  }
  return false;
}
