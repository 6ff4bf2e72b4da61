import { describe, expect, it } from 'vitest';
import {
  canonicalEmail,
  emailSchema,
  isHttpUrl,
  mobileNumberSchema,
  passwordSchema,
  userNameFromEmail,
  youTubeVideoId,
} from './validation.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('mobile number', () => {
  it('accepts exactly 10 digits, as text or as the JSON number the spec sends', () => {
    expect(mobileNumberSchema.parse('9876543210')).toBe('9876543210');
    expect(mobileNumberSchema.parse(' 9876543210 ')).toBe('9876543210');
    expect(mobileNumberSchema.parse(9876543210)).toBe('9876543210');
  });

  it.each([
    ['98123 45678', '9812345678'],
    ['+91 98123 45678', '9812345678'],
    ['+91-98123-45678', '9812345678'],
    ['091-9812345678', '9812345678'],
    ['0091 98123 45678', '9812345678'],
    ['919812345678', '9812345678'],
    ['09812345678', '9812345678'],
    ['(0) 98123.45678', '9812345678'],
    // Ten digits that begin like a prefix are a number, not a prefix and 8 digits.
    ['9198765432', '9198765432'],
    ['0123456789', '0123456789'],
  ])('keeps %j, written the Indian way, as its 10 digits', (typed, kept) => {
    expect(mobileNumberSchema.parse(typed)).toBe(kept);
  });

  it.each(['987654321', '98765432101', '+9198765432', '+449876543210', 'abcdefghij', '', 98765])(
    'refuses %j with the spec text',
    (value) => {
      expect(firstMessage(mobileNumberSchema.safeParse(value))).toBe(
        'Please enter a valid 10-digit Indian mobile number',
      );
    },
  );

  it('refuses other types with the same text', () => {
    expect(firstMessage(mobileNumberSchema.safeParse(null))).toBe(
      'Please enter a valid 10-digit Indian mobile number',
    );
    expect(mobileNumberSchema.safeParse(9876543210.5).success).toBe(false);
  });
});

describe('password', () => {
  it('needs at least 8 characters, with the spec text', () => {
    expect(passwordSchema.safeParse('1234567').error?.issues[0]?.message).toBe(
      'Password must be at least 8 characters long.',
    );
    expect(passwordSchema.parse('12345678')).toBe('12345678');
  });

  it('allows 128 characters and refuses more', () => {
    expect(passwordSchema.safeParse('x'.repeat(128)).success).toBe(true);
    expect(passwordSchema.safeParse('x'.repeat(129)).success).toBe(false);
  });
});

describe('email', () => {
  it('trims and keeps case and dots', () => {
    expect(emailSchema.parse('  John.Doe@Example.com ')).toBe('John.Doe@Example.com');
  });

  it('asks for an address when empty, as the forgot-password dialog says', () => {
    expect(firstMessage(emailSchema.safeParse('   '))).toBe('Email is required!');
  });

  it.each(['plainaddress', 'a@b', '@example.com', 'a b@example.com'])('refuses %j', (value) => {
    expect(firstMessage(emailSchema.safeParse(value))).toBe('Please enter a valid email address.');
  });
});

describe('canonical e-mail', () => {
  it.each([
    ['John.Doe@Gmail.com', 'johndoe@gmail.com'],
    ['  j.o.h.n@example.co.in  ', 'john@example.co.in'],
    ['demo@example.com', 'demo@example.com'],
    ['first.last+tag@mail.example.com', 'firstlast+tag@mail.example.com'],
    ['Demo.User', 'demouser'],
  ])('%j is %j', (email, canonical) => {
    expect(canonicalEmail(email)).toBe(canonical);
  });

  it('derives the userName from the canonical local part', () => {
    expect(userNameFromEmail('John.Doe@Gmail.com')).toBe('johndoe');
    expect(userNameFromEmail(' demo@example.com')).toBe('demo');
    expect(userNameFromEmail('Demo.User')).toBe('demouser');
  });
});

describe('YouTube video links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    [' http://www.youtube.com/live/dQw4w9WgXcQ ', 'dQw4w9WgXcQ'],
  ])('finds the id in %s', (url, id) => {
    expect(youTubeVideoId(url)).toBe(id);
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://vimeo.com/123456789',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'dQw4w9WgXcQ',
    '',
  ])('finds no video in %s', (url) => {
    expect(youTubeVideoId(url)).toBeNull();
  });
});

describe('http(s) links', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com/path?q=1', true],
    ['ftp://example.com', false],
    ['javascript:alert(1)', false],
    ['example.com', false],
    ['', false],
  ])('%j is %s', (url, ok) => {
    expect(isHttpUrl(url)).toBe(ok);
  });
});
