import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';

/**
 * Where a request came from, as the risk signals take it: its address, and the browser's device
 * id (plugins/device-id.ts: its signed device cookie, or the web app's copy of it) when it has
 * one. The config stays in the signature for the callers; the device plugin holds the key.
 */
export function requestOrigin(
  request: FastifyRequest,
  _config?: Pick<Config, 'keys'>,
): { address: string; deviceId: string | undefined } {
  return { address: request.ip, deviceId: request.deviceId() };
}
