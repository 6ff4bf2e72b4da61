import { pagePaths } from '@kamao/contract/page-paths';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon';
import { checkLoginQueryOptions } from '../../../lib/auth';
import { COMMON_TEXTS } from '../../../lib/common-texts';
import { useTexts } from '../../../lib/texts';

/** The home page's hero: the headline, and the way in (sign-up and login, or the dashboard). */
export function HomeHero() {
  const common = useTexts(COMMON_TEXTS);
  const isLogin = useQuery(checkLoginQueryOptions()).data;
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-emerald-800 via-emerald-700 to-indigo-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
        <h1 className="max-w-2xl text-3xl leading-tight font-extrabold tracking-tight sm:text-5xl">
          {common.home.headline}
        </h1>
        <p className="mt-5 max-w-xl text-base text-emerald-50/90 sm:text-lg">
          {common.home.subline}
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          {isLogin ? (
            <Link
              to={pagePaths.memberDashboard}
              className="inline-flex items-center justify-center gap-2 rounded-xl bg-white px-6 py-3 font-semibold text-emerald-800 shadow hover:bg-emerald-50"
            >
              <Icon name="dashboard" className="size-5" />
              {common.home.dashboard}
            </Link>
          ) : (
            <>
              <Link
                to={pagePaths.signup}
                className="inline-flex items-center justify-center rounded-xl bg-white px-6 py-3 font-semibold text-emerald-800 shadow hover:bg-emerald-50"
              >
                {common.home.start}
              </Link>
              <Link
                to={pagePaths.login}
                className="inline-flex items-center justify-center rounded-xl px-6 py-3 font-semibold text-white ring-1 ring-white/60 hover:bg-white/10"
              >
                {common.home.haveAccount}
              </Link>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
