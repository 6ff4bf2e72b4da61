import { defineModule } from '../define-module.ts';

/**
 * The mail outbox: every message the site sends is kept here first (integrations/mail sends it
 * over SMTP). It serves nothing itself: the operator reads it in the site's inbox.
 */
export const mailModule = defineModule({ name: 'mail' });
