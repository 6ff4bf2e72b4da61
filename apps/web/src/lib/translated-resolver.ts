import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose field messages are told in the language chosen when the form is checked
 * (decision 13): the schema's resolver runs, then `tell(field, type, englishMessage)` gives each
 * message its words. A feature's texts decide them, keeping the schema's English in English.
 */
export function translatedResolver<T extends FieldValues, Context, Output>(
  check: Resolver<T, Context, Output>,
  tell: () => (field: string, type: string, message: string) => string,
): Resolver<T, Context, Output> {
  return async (values, context, options) => {
    const result = await check(values, context, options);
    const told = tell();
    for (const [field, error] of Object.entries(result.errors)) {
      if (error && typeof error.message === 'string') {
        error.message = told(field, String(error.type), error.message);
      }
    }
    return result;
  };
}
