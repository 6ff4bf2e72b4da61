import { describe, expect, it } from 'vitest';
import { decodeRoomParam, encodeRoomParam } from './base64.ts';

describe('room parameter encoding', () => {
  it.each([
    ['Practice Room', 'UHJhY3RpY2UgUm9vbQ'],
    ['10', 'MTA'],
    ['a', 'YQ'],
    ['', ''],
    // Standard base64 'Pj4+Pz8/' would need escaping; the url alphabet does not.
    ['>>>???', 'Pj4-Pz8_'],
    ['कमाओ', '4KSV4KSu4KS-4KST'],
  ])('encodes %j as %j', (text, encoded) => {
    expect(encodeRoomParam(text)).toBe(encoded);
  });

  it('uses only characters that need no escaping in a path or query', () => {
    for (const text of ['>>>???', '😀 room', 'a/b+c=d', '\u0000\uffff']) {
      const encoded = encodeRoomParam(text);
      expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(encodeURIComponent(encoded)).toBe(encoded);
      expect(decodeRoomParam(encoded)).toBe(text);
    }
  });

  it('round-trips UTF-8 text, including emoji and Hindi', () => {
    for (const text of ['कमाओ', '😀', 'room-42', '65f0c2a1b3e4d5f6a7b8c9d0']) {
      expect(decodeRoomParam(encodeRoomParam(text))).toBe(text);
    }
  });

  it('reads standard base64, with or without padding', () => {
    expect(decodeRoomParam('UHJhY3RpY2UgUm9vbQ==')).toBe('Practice Room');
    expect(decodeRoomParam('UHJhY3RpY2UgUm9vbQ')).toBe('Practice Room');
    expect(decodeRoomParam('+/8=')).toBe(decodeRoomParam('-_8'));
  });

  it('reads a + that a query string turned into a space', () => {
    expect(decodeRoomParam(' /8=')).toBe(decodeRoomParam('+/8='));
  });

  it.each([
    ['not base64 at all!'],
    ['abcde'], // 4n+1 characters
    ['ab=c'], // padding inside
    ['%%%'],
    ['/w'], // the byte 0xff alone is not UTF-8
    ['gA'], // a lone continuation byte
  ])('answers null for junk %j without throwing', (junk) => {
    expect(decodeRoomParam(junk)).toBeNull();
  });

  it('answers null for a value that is not text', () => {
    expect(decodeRoomParam(undefined as unknown as string)).toBeNull();
  });
});
