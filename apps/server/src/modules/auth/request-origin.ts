import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { openLoginDevice } from './login-device-cookie.ts';

/**
 * Where a request came from, as the risk signals take it: its address, and the browser's device
 * id from its signed device cookie when it has one.
 */
export function requestOrigin(
  request: FastifyRequest,
  config: Pick<Config, 'keys'>,
): { address: string; deviceId: string | undefined } {
  return {
    address: request.ip,
    deviceId: openLoginDevice(config.keys.loginDeviceCookie, request.loginDeviceCookie()),
  };
}
