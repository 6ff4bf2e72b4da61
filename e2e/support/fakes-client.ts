import { inject } from 'vitest';

/** The journeys' side of fake-services.ts. */
const controlUrl = () => inject('controlURL');

/** Waits for a mail to `address` (case-insensitive) received after `since` (ms epoch). */
export async function waitForMail(address: string, since = 0, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${controlUrl()}/mails?to=${encodeURIComponent(address)}`);
    const mails = (await res.json()) as { raw: string; receivedAt: number }[];
    const found = mails.find((m) => m.receivedAt >= since);
    if (found) return found.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (Date.now() > deadline) throw new Error(`No mail to ${address}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The first link with the given path in a mail body. */
export function linkInMail(mail: string, pathPrefix: string): string {
  const match = new RegExp(`https?://[^\\s"<>]*${pathPrefix}[^\\s"<>]*`).exec(mail);
  if (!match) throw new Error(`No ${pathPrefix} link in the mail`);
  return match[0];
}

/** The claims the stand-in Google will put in its next ID token. */
export async function setGoogleIdentity(identity: { sub: string; email: string; name?: string }) {
  await fetch(`${controlUrl()}/google-identity`, {
    method: 'POST',
    body: JSON.stringify(identity),
  });
}
