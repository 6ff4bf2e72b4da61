import type { LanguageCode } from '@kamao/contract/language';

/**
 * An operator's prose in the language the member chose: the Hindi version when the operator wrote
 * one, else the English (docs/decisions/0016-texts-as-typed-objects.md). A Hindi version of only
 * spaces counts as none, so a half-cleared field never shows members an empty block.
 */
export function operatorText(
  language: LanguageCode,
  english: string,
  hindi: string | null | undefined,
): string {
  return language === 'hi' && hindi != null && hindi.trim() !== '' ? hindi : english;
}
