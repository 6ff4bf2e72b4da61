import { bilingual } from './texts';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text for the SweetAlert2 options that only take HTML (the buttons' captions): escaped, so it
 * shows as typed. Titles and messages need none of this; they go in as titleText and text.
 */
export function captionOf(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}

/**
 * The dialogs' own words (Hindi too): captions a dialog has when its caller names none,
 * and SweetAlert2's close button, which it would otherwise label in English.
 */
const en = {
  ok: 'OK',
  close: 'Close this dialog',
};

export const DIALOG_TEXTS = bilingual(en, {
  ok: 'ठीक है',
  close: 'यह डायलॉग बंद करें',
});
