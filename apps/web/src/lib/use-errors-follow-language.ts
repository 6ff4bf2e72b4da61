import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Field messages that a form's resolver tells in the language of the moment it checked
 * (translatedResolver, settings-schemas' resolverOf) are told again when the member switches
 * language: the fields showing one are checked again, so a Hindi reader never keeps an English
 * message (or the other way round) until the next keystroke. Errors a form set itself
 * (setError without a type) are left as they are: checking again would drop them.
 */
export function useErrorsFollowLanguage<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'trigger' | 'formState'>,
): void {
  const { i18n } = useTranslation();
  const shownIn = useRef(i18n.language);
  const checkAgain = useEffectEvent(() => {
    const fields = Object.entries(form.formState.errors)
      .filter(([, error]) => typeof error?.type === 'string' && error.type !== 'manual')
      .map(([field]) => field as Path<T>);
    if (fields.length > 0) void form.trigger(fields);
  });

  useEffect(() => {
    if (shownIn.current === i18n.language) return;
    shownIn.current = i18n.language;
    checkAgain();
  }, [i18n.language]);
}
