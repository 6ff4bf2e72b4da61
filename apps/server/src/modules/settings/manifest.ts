import { defineModule } from '../define-module.ts';

/**
 * Operator settings other modules read (rates, switches). It serves nothing itself: each
 * setting is edited through the console page of the feature it belongs to.
 */
export const settingsModule = defineModule({ name: 'settings' });
