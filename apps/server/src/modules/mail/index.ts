// The mail module's public face: it owns the outbox (mail_outbox). The mailer records through
// outboxRecord; the operator's inbox reads it with listOutbox.
export { listOutbox, outboxRecord, type MailRow } from './outbox.ts';
