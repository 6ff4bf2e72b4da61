import type { FastifyRequest } from 'fastify';

/**
 * Where a request came from, as the risk signals take it: its address, and the browser's device
 * id (plugins/device-id.ts: its signed device cookie, or the web app's copy of it) when it has
 * one.
 */
export function requestOrigin(request: FastifyRequest): {
  address: string;
  deviceId: string | undefined;
} {
  return { address: request.ip, deviceId: request.deviceId() };
}
