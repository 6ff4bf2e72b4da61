import { AUTH_TEXTS } from '@kamao/contract/auth-texts';

/**
 * The most common passwords of 8+ characters in public breach lists (refused at
 * signup, reset and change). Compared in lower case.
 */
const COMMON = `12345678 123456789 1234567890 password password1 password123 qwertyuiop qwerty123
11111111 00000000 12341234 87654321 iloveyou1 iloveyou 1q2w3e4r 1qaz2wsx qwerty12 abc12345
abcd1234 admin123 welcome1 welcome123 letmein1 sunshine football baseball princess1 dragon12
monkey123 passw0rd p@ssw0rd p@ssword 123123123 11223344 12344321 asdfghjkl zxcvbnm1 88888888
66666666 99999999 123qweasd india123 india@123 mumbai123 delhi123 krishna123 ganesh123 sairam123
jaishriram omnamahshivaya 9876543210 0123456789 qwerty@123 admin@123 pass@123 welcome@123
india1234 bharat123 computer internet superman batman123 trustno1 whatever1 starwars`;

const COMMON_SET = new Set(COMMON.split(/\s+/).filter(Boolean));

export const COMMON_PASSWORD_MESSAGE = AUTH_TEXTS.commonPassword;

export function isCommonPassword(password: string): boolean {
  return COMMON_SET.has(password.toLowerCase());
}
