import {
  constants,
  createHmac,
  generateKeyPairSync,
  privateDecrypt,
  randomInt,
  type KeyPairKeyObjectResult,
} from 'node:crypto';
import {
  startFakeProviderServer,
  type FakeReply,
  type ProviderFault,
  type RecordedRequest,
} from './fake-provider-server.ts';
import { transferProblem, type TransferBody } from './fake-cashfree-checks.ts';
import type { FakeWebhookDelivery } from './fake-razorpayx.ts';

/**
 * A local Cashfree Payouts v2 API, built from its public docs, for the payout tests:
 *   POST /payout/transfers    standard transfer with the beneficiary inline; headers x-client-id,
 *                             x-client-secret, x-api-version, and x-cf-signature when the fake
 *                             is started with `requireSignature` (the client id and unix time,
 *                             RSA-OAEP encrypted with `publicKey`); a transfer_id seen before is
 *                             answered 409 transfer_id_already_exists, as Cashfree does
 *   GET  /payout/transfers?transfer_id=… (or cf_transfer_id=…)   the transfer, or 404
 * Errors are Cashfree's v2 `{ type, code, message }`. A new transfer starts RECEIVED; a test moves
 * it on with `settle` and builds the signed webhook Cashfree would send with `webhookFor`.
 */
export type CashfreeStatus =
  | 'RECEIVED'
  | 'APPROVAL_PENDING'
  | 'QUEUED'
  | 'PENDING'
  | 'SUCCESS'
  | 'FAILED'
  | 'REJECTED'
  | 'REVERSED';

export interface CashfreeTransfer {
  transfer_id: string;
  cf_transfer_id: string;
  status: CashfreeStatus;
  status_code: string;
  status_description: string;
  beneficiary_details: {
    beneficiary_name: string;
    beneficiary_instrument_details: Record<string, string>;
  };
  transfer_amount: number;
  transfer_mode: string;
  transfer_utr?: string;
  added_on: string;
  updated_on: string;
}

export interface FakeCashfree {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The payout public key (PEM) whose private half the fake holds. */
  publicKey: string;
  requests: RecordedRequest[];
  /** The next `times` requests (default 1) misbehave; see ProviderFault. */
  failNext(fault: ProviderFault, times?: number): void;
  /** New transfers start in this status; RECEIVED by default. */
  startTransfersAs(status: CashfreeStatus): void;
  transfers(): CashfreeTransfer[];
  /** Moves a transfer (by transfer_id or cf_transfer_id) on; SUCCESS gets a UTR. */
  settle(
    id: string,
    status: CashfreeStatus,
    details?: { utr?: string; reason?: string; code?: string },
  ): CashfreeTransfer;
  /** The signed delivery Cashfree would POST for the transfer's current state. */
  webhookFor(id: string, options?: { type?: string; signedAt?: Date }): FakeWebhookDelivery;
  /** The same delivery signed with another secret. */
  forgedWebhookFor(id: string, options?: { type?: string; signedAt?: Date }): FakeWebhookDelivery;
  stop(): Promise<void>;
}

const DESCRIPTIONS: Record<CashfreeStatus, [string, string]> = {
  RECEIVED: [
    'RECEIVED',
    'The transfer has been received by Cashfree successfully for further processing.',
  ],
  APPROVAL_PENDING: ['APPROVAL_PENDING', 'The transfer requires approval.'],
  QUEUED: ['QUEUED', 'The transfer is queued for want of balance.'],
  PENDING: ['PENDING', 'The transfer is awaiting a final confirmation from the partner bank.'],
  SUCCESS: ['COMPLETED', 'The transfer has been credited to the end beneficiary.'],
  FAILED: ['IMPS_MODE_FAIL', 'The beneficiary bank account does not support IMPS transfers.'],
  REJECTED: [
    'INVALID_MODE_FOR_PYID',
    'The payment instrument does not support this mode of transfer.',
  ],
  REVERSED: [
    'INVALID_ACCOUNT_FAIL',
    'The transfer has been reversed by the beneficiary bank because the account number is invalid.',
  ],
};
const EVENT_OF_STATUS: Partial<Record<CashfreeStatus, string>> = {
  SUCCESS: 'TRANSFER_SUCCESS',
  FAILED: 'TRANSFER_FAILED',
  REJECTED: 'TRANSFER_REJECTED',
  REVERSED: 'TRANSFER_REVERSED',
};

const CLIENT_ID = 'CF_FAKE_CLIENT_0001';
const CLIENT_SECRET = 'cfsk_fake_client_secret';
const SERVER_ERROR_REPLY: FakeReply = {
  status: 500,
  body: { type: 'api_error', code: 'internal_server_error', message: "Error at cashfree's server" },
};

export async function startFakeCashfree(
  options: { requireSignature?: boolean } = {},
): Promise<FakeCashfree> {
  const keys = payoutKeyPair();
  const account = new FakeCashfreeAccount(keys, options.requireSignature ?? false);
  const server = await startFakeProviderServer(
    (request) => account.handle(request),
    SERVER_ERROR_REPLY,
  );
  return {
    baseUrl: server.baseUrl,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    publicKey: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    requests: server.requests,
    failNext: server.failNext,
    startTransfersAs(status) {
      account.startStatus = status;
    },
    transfers: () => [...account.transfers.values()],
    settle: (id, status, details = {}) => account.settle(id, status, details),
    webhookFor: (id, opts = {}) => account.delivery(id, CLIENT_SECRET, opts.type, opts.signedAt),
    forgedWebhookFor: (id, opts = {}) =>
      account.delivery(id, 'not-the-client-secret', opts.type, opts.signedAt),
    stop: server.stop,
  };
}

/** The fake's payout account: its transfers and its API. */
class FakeCashfreeAccount {
  readonly transfers = new Map<string, CashfreeTransfer>();
  startStatus: CashfreeStatus = 'RECEIVED';
  private nextCfId = 100_001;

  constructor(
    private readonly keys: KeyPairKeyObjectResult,
    private readonly requireSignature: boolean,
  ) {}

  handle(request: RecordedRequest): FakeReply {
    const refused = this.refusal(request);
    if (refused) return refused;
    if (request.method === 'GET') return this.lookUp(request);
    if (request.method !== 'POST') {
      return error(405, 'invalid_request_error', 'method_not_allowed', 'Method not allowed');
    }
    return this.create(request);
  }

  settle(
    id: string,
    status: CashfreeStatus,
    details: { utr?: string; reason?: string; code?: string },
  ): CashfreeTransfer {
    const transfer = this.found(id);
    const [code, description] = DESCRIPTIONS[status];
    transfer.status = status;
    transfer.status_code = details.code ?? code;
    transfer.status_description = details.reason ?? description;
    if (status === 'SUCCESS') {
      transfer.transfer_utr = details.utr ?? String(randomInt(100_000_000_000, 999_999_999_999));
    }
    transfer.updated_on = secondsIso(new Date());
    return transfer;
  }

  delivery(id: string, secret: string, type?: string, signedAt = new Date()): FakeWebhookDelivery {
    const transfer = this.found(id);
    const eventType = type ?? EVENT_OF_STATUS[transfer.status];
    if (!eventType) throw new Error(`A ${transfer.status} transfer sends no webhook; name a type.`);
    const body = JSON.stringify({
      data: transfer,
      // Cashfree's examples give the event time in Indian time, without a zone.
      event_time: new Date(signedAt.getTime() + 5.5 * 3600_000).toISOString().slice(0, 19),
      type: eventType,
    });
    const timestamp = String(signedAt.getTime());
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-webhook-timestamp': timestamp,
        'x-webhook-signature': createHmac('sha256', secret)
          .update(timestamp + body)
          .digest('base64'),
        'x-webhook-version': '2024-01-01',
      },
    };
  }

  private find(id: string): CashfreeTransfer | undefined {
    return (
      this.transfers.get(id) ?? [...this.transfers.values()].find((t) => t.cf_transfer_id === id)
    );
  }

  private found(id: string): CashfreeTransfer {
    const transfer = this.find(id);
    if (!transfer) throw new Error(`The fake Cashfree has no transfer ${id}.`);
    return transfer;
  }

  /** Credentials, API version, signature and path, checked in Cashfree's order. */
  private refusal(request: RecordedRequest): FakeReply | null {
    if (
      request.headers['x-client-id'] !== CLIENT_ID ||
      request.headers['x-client-secret'] !== CLIENT_SECRET
    ) {
      return error(
        401,
        'authentication_error',
        'authentication_failed',
        'Client ID or Client Secret is invalid',
      );
    }
    if (!request.headers['x-api-version']) {
      return error(
        400,
        'invalid_request_error',
        'x-api-version_missing',
        'x-api-version is missing in the request',
      );
    }
    if (this.requireSignature && !this.signatureValid(request.headers['x-cf-signature'])) {
      return error(403, 'invalid_request_error', 'ip_not_whitelisted', 'IP not whitelisted');
    }
    if (request.path !== '/payout/transfers') {
      return error(
        404,
        'invalid_request_error',
        'url_not_found',
        'The requested URL was not found',
      );
    }
    return null;
  }

  private lookUp(request: RecordedRequest): FakeReply {
    const id = request.query.get('transfer_id') ?? request.query.get('cf_transfer_id') ?? '';
    const transfer = this.find(id);
    if (transfer) return { status: 200, body: transfer };
    return request.query.has('transfer_id')
      ? error(404, 'invalid_request_error', 'transfer_id_not_found', 'transfer_id does not exist')
      : error(
          404,
          'invalid_request_error',
          'cf_transfer_id_not_found',
          'cf_transfer_id does not exist',
        );
  }

  private create(request: RecordedRequest): FakeReply {
    const problem = transferProblem(request.body);
    if (problem) return error(400, 'invalid_request_error', problem.code, problem.message);
    const body = request.body as TransferBody;
    if (this.transfers.has(body.transfer_id)) {
      return error(
        409,
        'invalid_request_error',
        'transfer_id_already_exists',
        'transfer_id already exists. please pass unique id in each request',
      );
    }
    const at = secondsIso(new Date());
    const [code, description] = DESCRIPTIONS[this.startStatus];
    const transfer: CashfreeTransfer = {
      transfer_id: body.transfer_id,
      cf_transfer_id: String(this.nextCfId++),
      status: this.startStatus,
      status_code: code,
      status_description: description,
      beneficiary_details: {
        beneficiary_name: body.beneficiary_details.beneficiary_name ?? '',
        beneficiary_instrument_details:
          body.beneficiary_details.beneficiary_instrument_details ?? {},
      },
      transfer_amount: body.transfer_amount,
      transfer_mode: body.transfer_mode ?? 'banktransfer',
      added_on: at,
      updated_on: at,
    };
    this.transfers.set(transfer.transfer_id, transfer);
    return { status: 200, body: transfer };
  }

  private signatureValid(header: string | string[] | undefined): boolean {
    if (typeof header !== 'string') return false;
    try {
      const plain = privateDecrypt(
        { key: this.keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING },
        Buffer.from(header, 'base64'),
      ).toString();
      const [id, seconds] = plain.split('.');
      return id === CLIENT_ID && Math.abs(Date.now() / 1000 - Number(seconds)) < 300;
    } catch {
      return false;
    }
  }
}

/** Cashfree's times: ISO to the second. */
function secondsIso(at: Date): string {
  return at.toISOString().replace(/\.\d+Z$/, 'Z');
}

// Making an RSA key takes a while on a busy machine; every fake of one test file shares one.
let sharedKeyPair: KeyPairKeyObjectResult | undefined;

function payoutKeyPair(): KeyPairKeyObjectResult {
  sharedKeyPair ??= generateKeyPairSync('rsa', { modulusLength: 2048 });
  return sharedKeyPair;
}
function error(status: number, type: string, code: string, message: string): FakeReply {
  return { status, body: { type, code, message } };
}
