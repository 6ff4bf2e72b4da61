import { Icon } from '../../../components/icon';

/**
 * The page an ad blocker or a proxy gets instead of the ad tab (docs/product/ptc-ads.md#blocking).
 */
export function BlockMessage({ title, text }: { title: string; text: string }) {
  return (
    <div className="grid min-h-dvh place-items-center bg-slate-50 px-4 py-10">
      <div
        role="alert"
        className="w-full max-w-md rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-rose-200 sm:p-8"
      >
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-rose-50 text-rose-700">
          <Icon name="alert" className="size-7" />
        </span>
        <h1 className="mt-4 text-xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-600">{text}</p>
      </div>
    </div>
  );
}
