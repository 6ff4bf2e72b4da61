import { describe, expect, it } from 'vitest';
import {
  BASIS_POINTS_PER_UNIT,
  CAPTCHA_SCRIPT_RELOAD_MS,
  CONVERSION_CHARGE_BPS,
  PAGE_TRANSITION_SECONDS,
  PTC_FOCUS_CHECK_AFTER_MS,
  PTC_WAIT_TITLE_SECONDS,
  RECONNECT_MESSAGE_TIMEOUT_MS,
  SOCKET_CLIENT_OPTIONS,
  SOCKET_LIST_PAGE_RECONNECTION,
  SOCKET_ROOM_PAGE_RECONNECTION,
  SOUND_PREFERENCE_TTL_MS,
  TIC_TAC_TOE_OPPONENT_WAIT_SECONDS,
  TIC_TAC_TOE_TURN_SECONDS,
} from './constants.ts';

describe('spec constants (the numbers of the product notes)', () => {
  it('keeps the sound preference for two days', () => {
    expect(SOUND_PREFERENCE_TTL_MS).toBe(2 * 24 * 60 * 60 * 1000);
  });

  it('reloads the short-link captcha script every 12 hours', () => {
    expect(CAPTCHA_SCRIPT_RELOAD_MS).toBe(12 * 60 * 60 * 1000);
  });

  it('charges 5 % one way only, as basis points', () => {
    expect((BigInt(CONVERSION_CHARGE_BPS.depositToWithdraw) * 100n) / BASIS_POINTS_PER_UNIT).toBe(
      5n,
    );
    expect(CONVERSION_CHARGE_BPS.withdrawToDeposit).toBe(0);
  });

  it('checks the PTC focus before the wait title ends', () => {
    expect(PTC_FOCUS_CHECK_AFTER_MS).toBeLessThan(PTC_WAIT_TITLE_SECONDS * 1000);
  });

  it('gives Tic Tac Toe 30 s turns, a 120 s search and a 2 minute reconnect message', () => {
    expect(TIC_TAC_TOE_TURN_SECONDS).toBe(30);
    expect(TIC_TAC_TOE_OPPONENT_WAIT_SECONDS).toBe(120);
    expect(RECONNECT_MESSAGE_TIMEOUT_MS).toBe(120_000);
  });

  it('shapes the socket options as Socket.IO names them', () => {
    expect({ ...SOCKET_CLIENT_OPTIONS, ...SOCKET_ROOM_PAGE_RECONNECTION }).toEqual({
      transports: ['websocket'],
      withCredentials: true,
      timeout: 20_000,
      reconnectionDelay: 2000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      reconnectionAttempts: 20,
    });
    expect(SOCKET_LIST_PAGE_RECONNECTION.reconnectionAttempts).toBe(Infinity);
  });

  it('transitions pages in half a second', () => {
    expect(PAGE_TRANSITION_SECONDS * 1000).toBe(500);
  });
});
