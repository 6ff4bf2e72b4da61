import { pagePaths } from '@kamao/contract/page-paths';
import { Link } from 'react-router';
import { COMMON_TEXTS } from '../lib/common-texts';
import { Icon } from '../components/icon';
import { Logo } from '../components/logo';
import { useTexts } from '../lib/texts';
import { useDocumentTitle } from '../lib/use-document-title';
import { SHELL_TEXTS } from './shell-texts';

/**
 * Any other path (docs/product/site-and-pages.md#page-not-found): 'Oops!' … '404 - Page Not Found',
 * a link home, no nav bar.
 */
export function NotFoundPage() {
  const common = useTexts(COMMON_TEXTS);
  const T = useTexts(SHELL_TEXTS).notFound;
  useDocumentTitle(T.documentTitle);
  return (
    <div className="grid min-h-dvh place-items-center bg-gradient-to-b from-emerald-50 via-white to-indigo-50 px-4 py-10">
      <main className="w-full max-w-md text-center">
        <Link to={pagePaths.home} className="inline-block rounded-lg">
          <Logo />
        </Link>
        <span className="mx-auto mt-8 grid size-16 place-items-center rounded-full bg-white text-indigo-600 shadow ring-1 ring-slate-200">
          <Icon name="compass" className="size-8" />
        </span>
        <p className="mt-6 text-6xl font-black tracking-tight text-emerald-700">{T.oops}</p>
        <h1 className="mt-3 text-2xl font-bold text-slate-900">{T.title}</h1>
        <p className="mt-3 text-slate-600">{common.notFound.text}</p>
        <Link
          to={pagePaths.home}
          className="mt-8 inline-flex items-center gap-2 rounded-xl bg-emerald-700 px-5 py-3 text-sm font-semibold text-white shadow-sm hover:bg-emerald-800"
        >
          <Icon name="home" className="size-4" />
          {common.notFound.home}
        </Link>
      </main>
    </div>
  );
}
