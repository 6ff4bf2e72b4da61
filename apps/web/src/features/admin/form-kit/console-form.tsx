import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';

export const FORM_GRID =
  'grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4';

/** A console form's frame: its fields read the form from context, so they need only a name. */
export function ConsoleForm<Draft extends FieldValues, Body>({
  form,
  onSubmit,
  label,
  className = FORM_GRID,
  children,
}: {
  form: UseFormReturn<Draft, unknown, Body>;
  onSubmit: () => Promise<void>;
  /** The form's accessible name ("New shortener", "Edit Demo"). */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={label}
        className={className}
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        {children}
      </form>
    </FormProvider>
  );
}
