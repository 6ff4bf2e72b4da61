/** The console's button styles (kept here: the console is its own lazy part of the app). */
const base =
  'inline-flex items-center justify-center rounded-lg px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60';
export const buttons = {
  primary: `${base} bg-emerald-700 text-white hover:bg-emerald-800 focus-visible:outline-emerald-700`,
  secondary: `${base} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:outline-slate-500`,
  danger: `${base} border border-rose-200 bg-white text-rose-700 hover:bg-rose-50 focus-visible:outline-rose-600`,
};
