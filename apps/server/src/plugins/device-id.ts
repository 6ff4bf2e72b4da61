import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEVICE_ID_HEADER } from '@kamao/contract/device-id';
import type { Config } from '../config.ts';
import { newId } from '../lib/ids.ts';
import { LOGIN_DEVICE_COOKIE_MS, openLoginDevice, sealLoginDevice } from '../modules/auth/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The browser's device id: from its signed device cookie, or when the cookie was cleared,
     * from the signed copy the web app sends (X-Device-Id). Undefined when it brought neither,
     * or only values this server did not sign. Never makes one (reply.keepDeviceId does).
     */
    deviceId(): string | undefined;
    /** What deviceId() found, worked out once per request. */
    deviceFound: FoundDevice | null;
  }
  interface FastifyReply {
    /**
     * The browser's device id, made now when it brought none (`made`: the id this request already
     * used for it, as a login does before it knows whether to keep it). The cookie is set when the
     * browser did not bring it (a first visit, or cleared cookies restored from the web app's
     * copy), or when `renew` asks for another year; the web app's copy is answered when it is
     * missing or out of date.
     */
    keepDeviceId(options?: { renew?: boolean; made?: string }): string;
    /**
     * A browser's first visit (a page answer): gives it a device id when it has no device cookie
     * at all. Nothing is verified here, so a page costs no more than it did.
     */
    giveDeviceIdOnFirstVisit(): void;
  }
}

interface FoundDevice {
  id: string | undefined;
  /** The signed value, as the cookie and the web app's copy hold it. */
  sealed: string | undefined;
  inCookie: boolean;
}

/** The device cookie (one per browser, outliving logout and sessions on purpose). */
export const deviceCookieName = (config: Pick<Config, 'secureCookies'>) =>
  config.secureCookies ? '__Host-device' : 'device';

/** Node lower-cases incoming header names. */
const HEADER_FIELD = DEVICE_ID_HEADER.toLowerCase();

/**
 * One first-party device id per browser (docs/product/risk.md#devices), read by the login
 * lockout's known devices and by the risk signals alike. Nothing is kept in the process: the id
 * is in a signed cookie, the known devices are rows in the database. Register after the cookie
 * parser (the session plugin).
 */
export const deviceIdPlugin = fp<{ config: Config }>(async (app, { config }) => {
  const key = config.keys.loginDeviceCookie;
  const cookieName = deviceCookieName(config);
  const sentCopy = (request: FastifyRequest) => {
    const value = request.headers[HEADER_FIELD];
    return typeof value === 'string' ? value : undefined;
  };

  const find = (request: FastifyRequest): FoundDevice => {
    if (request.deviceFound) return request.deviceFound;
    const cookie = request.cookies[cookieName];
    const fromCookie = openLoginDevice(key, cookie);
    const copy = sentCopy(request);
    const fromCopy = fromCookie ? undefined : openLoginDevice(key, copy);
    request.deviceFound = fromCookie
      ? { id: fromCookie, sealed: cookie, inCookie: true }
      : { id: fromCopy, sealed: fromCopy ? copy : undefined, inCookie: false };
    return request.deviceFound;
  };

  /** Writes the cookie and the copy's answer where the browser's differ from `found`. */
  const hand = (request: FastifyRequest, reply: FastifyReply, found: FoundDevice) => {
    if (!found.sealed) return;
    // Answers that carry one browser's id are kept by no cache.
    if (!found.inCookie || sentCopy(request) !== found.sealed) {
      reply.header('cache-control', 'no-store');
    }
    if (!found.inCookie) {
      reply.setCookie(cookieName, found.sealed, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.secureCookies,
        expires: new Date(Date.now() + LOGIN_DEVICE_COOKIE_MS),
      });
    }
    if (sentCopy(request) !== found.sealed) reply.header(DEVICE_ID_HEADER, found.sealed);
    // Given once per answer: a later call on this request finds it in place.
    request.deviceFound = { ...found, inCookie: true };
  };

  app.decorateRequest('deviceFound', null);
  app.decorateRequest('deviceId', function (this: FastifyRequest) {
    return find(this).id;
  });
  app.decorateReply('keepDeviceId', function (this: FastifyReply, options = {}) {
    const found = find(this.request);
    const id = found.id ?? options.made ?? newId();
    if (!found.id || options.renew) {
      this.request.deviceFound = { id, sealed: sealLoginDevice(key, id), inCookie: false };
    }
    hand(this.request, this, this.request.deviceFound!);
    return id;
  });
  app.decorateReply('giveDeviceIdOnFirstVisit', function (this: FastifyReply) {
    if (!this.request.cookies[cookieName]) this.keepDeviceId();
  });

  // The web app sends its copy with every call (empty when it has none). Only when that differs
  // from the cookie is there work: the cookie restored from the copy, or the copy brought up to
  // date. A callback hook, not an async one: it runs on every request.
  app.addHook('onRequest', (request, reply, done) => {
    const copy = sentCopy(request);
    if (copy !== undefined && copy !== request.cookies[cookieName]) {
      hand(request, reply, find(request));
    }
    done();
  });
});
