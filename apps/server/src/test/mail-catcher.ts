import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives (DEVELOPERS.md: real parts). */
export async function startMailCatcher() {
  const mails: CaughtMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The next mail to this address (waits up to 10 s). */
    async mailTo(address: string, after = 0): Promise<CaughtMail> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = mails.slice(after).find((m) => m.to.includes(address));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No mail to ${address}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link to the site in a mail body (quoted-printable soft breaks undone). */
export function linkIn(mail: CaughtMail, pathPrefix: string): string {
  const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = new RegExp(`https?://[^\\s"<>]*${pathPrefix}[^\\s"<>]*`).exec(body);
  if (!match) throw new Error(`No ${pathPrefix} link in mail`);
  return match[0];
}
