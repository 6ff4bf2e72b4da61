import type { TestProject } from 'vitest/node';
import { startFakeServices } from './fake-services.ts';
import { startServer } from './server-process.ts';

/** The support number the crash screen must show: set here, so the journey proves it is read. */
export const E2E_SUPPORT_PHONE = '919000000042';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The control server of the local SMTP and OpenID Connect stand-ins (fake-services.ts). */
    controlURL: string;
    /** A stand-in advertiser's https site, the destination of window and iframe ads. */
    adSiteURL: string;
  }
}

/** One real server for the whole run, on a free port with a throw-away in-memory database. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const fakes = await startFakeServices();
  const server = await startServer({
    env: {
      SUPPORT_PHONE: E2E_SUPPORT_PHONE,
      SMTP_URL: fakes.smtpUrl,
      GOOGLE_CLIENT_ID: 'kamao-e2e-client',
      GOOGLE_CLIENT_SECRET: 'kamao-e2e-secret',
      GOOGLE_ISSUER: fakes.oidcIssuer,
      // Every journey logs in from 127.0.0.1; the per-address limit is tested in the server suite.
      LOGIN_LIMIT_PER_ADDRESS_PER_10_MIN: '1000',
      SIGNUP_ATTEMPTS_PER_ADDRESS_PER_HOUR: '1000',
      // The youtube ad page loads the player API from here (a stand-in, fake-services.ts).
      YOUTUBE_IFRAME_API_URL: fakes.youtubeIframeApiUrl,
    },
  });
  project.provide('baseURL', server.origin);
  project.provide('controlURL', fakes.controlUrl);
  project.provide('adSiteURL', fakes.adSiteUrl);
  return async () => {
    await server.stop();
    await fakes.stop();
    const problems = server
      .output()
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line));
    // An error the server logged during the journeys is a bug even when every page looked fine.
    if (problems.length > 0) throw new Error(`server logged errors:\n${problems.join('\n')}`);
  };
}
