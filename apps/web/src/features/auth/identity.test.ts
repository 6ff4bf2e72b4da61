import { describe, expect, test } from 'vitest';
import {
  identifierMatchesStoredEmail,
  signupEmailMatchesStored,
  stripIdentifierDots,
} from './identity';

describe('login and signup identifier rules', () => {
  test('dots go from the local part of an e-mail, or from the whole userName', () => {
    expect(stripIdentifierDots(' ra.hul.k@mail.co.in ')).toBe('rahulk@mail.co.in');
    expect(stripIdentifierDots('ra.hul')).toBe('rahul');
  });

  test('the typed identifier must name the stored account, whole or local part', () => {
    const stored = 'Rahul.K@mail.in';
    expect(identifierMatchesStoredEmail('rahulk@mail.in', stored)).toBe(true);
    expect(identifierMatchesStoredEmail('RAHUL.K', stored)).toBe(true);
    expect(identifierMatchesStoredEmail('rahulk', stored)).toBe(true);
    expect(identifierMatchesStoredEmail('someone@mail.in', stored)).toBe(false);
    expect(identifierMatchesStoredEmail('rahulk@other.in', stored)).toBe(false);
    expect(identifierMatchesStoredEmail('', stored)).toBe(false);
  });

  test('signup: the typed e-mail without dots must be the stored one', () => {
    expect(signupEmailMatchesStored('Ra.Hul@mail.in', 'rahul@mail.in')).toBe(true);
    expect(signupEmailMatchesStored('other@mail.in', 'rahul@mail.in')).toBe(false);
  });
});
