import { startFakeAdSite } from './fake-ad-site.ts';
import { startFakeGoogle } from './fake-google.ts';
import { startFakeMailbox } from './fake-mailbox.ts';
import { startFakesControlServer } from './fakes-control-server.ts';
import { YOUTUBE_STAND_IN_PATH } from './youtube-stand-in.ts';

/**
 * The third parties of the journeys, real and local (DEVELOPERS.md): an SMTP server that keeps
 * what the site mails, and an OpenID Connect provider standing in for Google. They live in the
 * global setup; the journeys (other processes) reach them through a small control server:
 *   GET  /mails?to=<address>   the mails received for an address, oldest first
 *   POST /google-identity      {sub, email, name}: the claims of the next ID token
 * The same server stands in for the YouTube IFrame API (youtube-stand-in.ts):
 *   GET  /youtube/iframe_api   the player API script (YOUTUBE_IFRAME_API_URL points here)
 * An advertiser's site, the destination of window and iframe ads, is an https server of its own
 * at https://ads.kamao.test:<port>/ad-site: the server refuses campaign links to loopback and
 * private addresses, so the journeys' campaigns name a public-looking host, and their Chromium
 * maps it to 127.0.0.1 (browser.ts). The server never resolves it: .test is not in public DNS.
 */
export interface FakeServices {
  smtpUrl: string;
  oidcIssuer: string;
  controlUrl: string;
  youtubeIframeApiUrl: string;
  /** https://ads.kamao.test:<port>/ad-site */
  adSiteUrl: string;
  stop(): Promise<void>;
}

export async function startFakeServices(): Promise<FakeServices> {
  const mailbox = await startFakeMailbox();
  const google = await startFakeGoogle();
  const control = await startFakesControlServer({
    mails: mailbox.mails,
    setGoogleIdentity: google.setIdentity,
  });
  const adSite = await startFakeAdSite();
  return {
    smtpUrl: mailbox.smtpUrl,
    oidcIssuer: google.issuerUrl,
    controlUrl: control.url,
    youtubeIframeApiUrl: `${control.url}${YOUTUBE_STAND_IN_PATH}`,
    adSiteUrl: adSite.url,
    async stop() {
      await Promise.all([mailbox.stop(), google.stop(), control.stop(), adSite.stop()]);
    },
  };
}
