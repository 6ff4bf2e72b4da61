const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins this site's own pages have: PUBLIC_ORIGIN, exactly (scheme, host and port). When
 * it names this machine by a loopback name (the default http://localhost:3000), the other
 * loopback spellings with the same scheme and port count too: someone who ran `npm start` opens
 * http://127.0.0.1:3000 as often as http://localhost:3000, and a loopback address only ever
 * reaches this machine, so no other site can hide behind one.
 */
export function siteOrigins(publicOrigin: string): ReadonlySet<string> {
  const url = new URL(publicOrigin);
  if (!LOOPBACK_NAMES.includes(url.hostname)) return new Set([url.origin]);
  const port = url.port ? `:${url.port}` : '';
  return new Set(LOOPBACK_NAMES.map((host) => `${url.protocol}//${host}${port}`));
}
