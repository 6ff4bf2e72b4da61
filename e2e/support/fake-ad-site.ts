import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { AD_SITE_CERT, AD_SITE_HOST, AD_SITE_KEY } from './ad-site-tls.ts';
import { AD_SITE_HTML, AD_SITE_PATH } from './youtube-stand-in.ts';

export interface FakeAdSite {
  /** https://ads.kamao.test:<port>/ad-site */
  url: string;
  stop(): Promise<void>;
}

/** The advertiser's https site on loopback: its one page at AD_SITE_PATH, 404 elsewhere. */
export async function startFakeAdSite(): Promise<FakeAdSite> {
  const adSite = createServer({ key: AD_SITE_KEY, cert: AD_SITE_CERT }, (req, res) => {
    if (
      req.method === 'GET' &&
      new URL(req.url ?? '/', 'https://ad-site').pathname === AD_SITE_PATH
    ) {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(AD_SITE_HTML);
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => adSite.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://${AD_SITE_HOST}:${(adSite.address() as AddressInfo).port}${AD_SITE_PATH}`,
    stop: () => new Promise<void>((resolve) => adSite.close(() => resolve())),
  };
}
