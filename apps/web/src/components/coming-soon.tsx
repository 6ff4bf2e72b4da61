import { matchesPagePath, pagePaths } from '@kamao/contract/page-paths';
import { Link, useLocation } from 'react-router';
import { COMMON_TEXTS } from '../lib/common-texts';
import { useTexts } from '../lib/texts';
import { getAppConfig } from '../lib/app-config';
import { useDocumentTitle } from '../lib/use-document-title';
import { Icon } from './icon';

/**
 * The honest body of a page whose feature a later issue builds: its real title, a short note
 * that this part is being built, and a way back. It sits inside the real layout.
 */
export function ComingSoon({
  title,
  area,
  padded = area === 'public',
}: {
  title: string;
  area: 'public' | 'member';
  /** Own page margins: public pages and member pages shown without the layout's chrome. */
  padded?: boolean;
}) {
  const common = useTexts(COMMON_TEXTS);
  const { pathname } = useLocation();
  useDocumentTitle(title);
  const site = getAppConfig().siteName;
  const back = area === 'member' ? pagePaths.memberDashboard : pagePaths.home;
  const onBackTarget = matchesPagePath(back, pathname);

  return (
    <section
      aria-labelledby="page-title"
      className={`${area === 'public' ? 'mx-auto max-w-2xl' : 'max-w-3xl'} ${
        padded ? 'px-4 py-10 sm:py-16' : ''
      }`}
    >
      <h1 id="page-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h1>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-indigo-50 text-indigo-700">
          <Icon name="hourglass" className="size-7" />
        </span>
        <p className="mt-4 inline-block rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold tracking-wide text-amber-900 uppercase">
          {common.comingSoon.badge}
        </p>
        <p className="mx-auto mt-3 max-w-md text-slate-600">
          {area === 'member' ? common.comingSoon.memberText : common.comingSoon.text(site)}
        </p>
        {!onBackTarget && (
          <Link
            to={back}
            className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-xl bg-emerald-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-emerald-800"
          >
            <Icon name={area === 'member' ? 'dashboard' : 'home'} className="size-4" />
            {area === 'member' ? common.comingSoon.backDashboard : common.comingSoon.backHome}
          </Link>
        )}
      </div>
    </section>
  );
}
