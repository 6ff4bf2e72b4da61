// The members module's public face: what other modules may use of it; the rest is its own.
export { banMember, type MemberStatusChange } from './member-ban.ts';
