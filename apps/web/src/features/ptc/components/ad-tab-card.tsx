import type { ReactNode } from 'react';
import { Logo } from '../../../components/logo';

/** The centred card of the ad tabs' own screens (waiting page, no content, ended). */
export function AdTabCard({ children, below }: { children: ReactNode; below?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center gap-6 bg-slate-50 px-4 py-8 sm:py-14">
      <Logo compact />
      <div className="w-full max-w-md rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-8">
        {children}
      </div>
      {below}
    </div>
  );
}
