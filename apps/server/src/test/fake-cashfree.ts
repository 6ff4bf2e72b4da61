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

export async function startFakeCashfree(
  options: { requireSignature?: boolean } = {},
): Promise<FakeCashfree> {
  const clientId = 'CF_FAKE_CLIENT_0001';
  const clientSecret = 'cfsk_fake_client_secret';
  const keys = payoutKeyPair();
  const publicKey = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const transfers = new Map<string, CashfreeTransfer>();
  let startStatus: CashfreeStatus = 'RECEIVED';
  let nextCfId = 100_001;

  const find = (id: string) =>
    transfers.get(id) ?? [...transfers.values()].find((t) => t.cf_transfer_id === id);

  function handle(request: RecordedRequest): FakeReply {
    if (
      request.headers['x-client-id'] !== clientId ||
      request.headers['x-client-secret'] !== clientSecret
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
    if (options.requireSignature && !signatureValid(request.headers['x-cf-signature'])) {
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
    if (request.method === 'GET') {
      const id = request.query.get('transfer_id') ?? request.query.get('cf_transfer_id') ?? '';
      const transfer = find(id);
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
    if (request.method !== 'POST') {
      return error(405, 'invalid_request_error', 'method_not_allowed', 'Method not allowed');
    }
    const problem = transferProblem(request.body);
    if (problem) return error(400, 'invalid_request_error', problem.code, problem.message);
    const body = request.body as TransferBody;
    if (transfers.has(body.transfer_id)) {
      return error(
        409,
        'invalid_request_error',
        'transfer_id_already_exists',
        'transfer_id already exists. please pass unique id in each request',
      );
    }
    const at = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    const [code, description] = DESCRIPTIONS[startStatus];
    const transfer: CashfreeTransfer = {
      transfer_id: body.transfer_id,
      cf_transfer_id: String(nextCfId++),
      status: startStatus,
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
    transfers.set(transfer.transfer_id, transfer);
    return { status: 200, body: transfer };
  }

  function signatureValid(header: string | string[] | undefined): boolean {
    if (typeof header !== 'string') return false;
    try {
      const plain = privateDecrypt(
        { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING },
        Buffer.from(header, 'base64'),
      ).toString();
      const [id, seconds] = plain.split('.');
      return id === clientId && Math.abs(Date.now() / 1000 - Number(seconds)) < 300;
    } catch {
      return false;
    }
  }

  const server = await startFakeProviderServer(handle, {
    status: 500,
    body: {
      type: 'api_error',
      code: 'internal_server_error',
      message: "Error at cashfree's server",
    },
  });

  function delivery(id: string, secret: string, type?: string, signedAt = new Date()) {
    const transfer = find(id);
    if (!transfer) throw new Error(`The fake Cashfree has no transfer ${id}.`);
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

  return {
    baseUrl: server.baseUrl,
    clientId,
    clientSecret,
    publicKey,
    requests: server.requests,
    failNext: server.failNext,
    startTransfersAs(status) {
      startStatus = status;
    },
    transfers: () => [...transfers.values()],
    settle(id, status, details = {}) {
      const transfer = find(id);
      if (!transfer) throw new Error(`The fake Cashfree has no transfer ${id}.`);
      const [code, description] = DESCRIPTIONS[status];
      transfer.status = status;
      transfer.status_code = details.code ?? code;
      transfer.status_description = details.reason ?? description;
      if (status === 'SUCCESS') {
        transfer.transfer_utr = details.utr ?? String(randomInt(100_000_000_000, 999_999_999_999));
      }
      transfer.updated_on = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
      return transfer;
    },
    webhookFor: (id, opts = {}) => delivery(id, clientSecret, opts.type, opts.signedAt),
    forgedWebhookFor: (id, opts = {}) =>
      delivery(id, 'not-the-client-secret', opts.type, opts.signedAt),
    stop: server.stop,
  };
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
