import { useId } from 'react';
import { FormProvider } from 'react-hook-form';
import type { z } from 'zod';
import { buttons } from '../buttons';
import { useConsoleForm } from './use-console-form';

interface Search {
  q: string;
}

/**
 * A list's search: one box and its button. The words pass the list query's own check (its
 * length, trimmed) before the list asks the server, and a refusal shows under the box.
 */
export function SearchBox({
  label,
  placeholder,
  schema,
  onSearch,
}: {
  /** The box's accessible name ("Search members"). */
  label: string;
  placeholder: string;
  schema: z.ZodType<Search>;
  onSearch: (q: string) => void;
}) {
  const id = useId();
  const { form, submit } = useConsoleForm<Search, Search>({
    defaults: { q: '' },
    schema,
    onSave: ({ q }) => {
      onSearch(q);
      return Promise.resolve();
    },
  });
  const error = form.formState.errors.q?.message;
  return (
    <FormProvider {...form}>
      <form
        role="search"
        noValidate
        className="grid w-full gap-1 sm:w-auto"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="flex gap-2">
          <label htmlFor={id} className="sr-only">
            {label}
          </label>
          <input
            id={id}
            type="search"
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm sm:w-72"
            {...form.register('q')}
          />
          <button type="submit" className={buttons.primary}>
            Search
          </button>
        </div>
        {error ? (
          <p role="alert" className="text-xs text-rose-700">
            {error}
          </p>
        ) : null}
      </form>
    </FormProvider>
  );
}
