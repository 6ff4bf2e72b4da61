// The whole schema for both engines (PGlite and PostgreSQL), one file per domain. The Drizzle
// client takes this object as a whole, so typed queries see every table.
export * from './members.ts';
export * from './ledger.ts';
export * from './site.ts';
export * from './wallet.ts';
export * from './giftcode.ts';
export * from './mail.ts';
export * from './audit.ts';
export * from './ptc.ts';
export * from './shortlink.ts';
export * from './taskwall.ts';
export * from './games.ts';
export * from './runtime.ts';
export * from './risk.ts';
export * from './payouts.ts';
