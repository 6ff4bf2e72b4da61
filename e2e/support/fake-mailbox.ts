import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail the site sent, as the local SMTP server received it. */
export interface Mail {
  /** The envelope's recipients, lower-cased. */
  to: string[];
  raw: string;
  receivedAt: number;
}

export interface FakeMailbox {
  smtpUrl: string;
  /** Every mail received so far, oldest first (the control server reads it live). */
  mails: Mail[];
  stop(): Promise<void>;
}

/** An SMTP server on loopback that takes any mail, without authentication or TLS, and keeps it. */
export async function startFakeMailbox(): Promise<FakeMailbox> {
  const mails: Mail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          receivedAt: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    mails,
    stop: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
