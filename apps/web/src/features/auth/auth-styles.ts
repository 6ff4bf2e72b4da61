/** Class lists shared by the account forms, matching the shell's emerald rounded look. */
export const fieldClass =
  'mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-emerald-600 aria-invalid:border-rose-500';
export const labelClass = 'text-sm font-medium text-slate-800';
export const errorClass = 'mt-1 text-sm text-rose-700';
export const cardClass =
  'mx-auto w-full max-w-md rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8';
export const primaryButtonClass =
  'flex w-full items-center justify-center gap-2 rounded-xl bg-emerald-700 px-4 py-3 font-semibold text-white shadow-sm hover:bg-emerald-800 disabled:cursor-wait disabled:opacity-80';
export const secondaryButtonClass =
  'flex w-full items-center justify-center gap-2.5 rounded-xl border border-slate-300 bg-white px-4 py-3 font-semibold text-slate-800 shadow-xs hover:bg-slate-50';
export const linkClass = 'font-semibold text-emerald-800 underline underline-offset-2';
