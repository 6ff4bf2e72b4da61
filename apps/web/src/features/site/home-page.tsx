import { pagePaths } from '@kamao/contract/page-paths';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../components/icon';
import { checkLoginQueryOptions } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FAQ_SECTION_ID } from '../../lib/page-anchors';

const WAYS: { key: string; title: string; icon: IconName }[] = [
  { key: 'ptc', title: 'PTC Ads', icon: 'eye' },
  { key: 'shortLinks', title: 'Click Short Link', icon: 'link' },
  { key: 'taskWalls', title: 'Task Walls', icon: 'tasks' },
  { key: 'referrals', title: 'Refer & Earn', icon: 'users' },
  { key: 'games', title: 'Betting Games', icon: 'games' },
  { key: 'giftCodes', title: 'GiftCode', icon: 'gift' },
];

/**
 * The landing page (spec part 1 §2 "Home page"). Live statistics, the channel block, the
 * operator's sections, the FAQ list and the contact form come with the public site issue; the
 * FAQ section already carries its id so the top bar's FAQ link lands here.
 */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(undefined);
  const isLogin = useQuery(checkLoginQueryOptions()).data;

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-emerald-800 via-emerald-700 to-indigo-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
          <h1 className="max-w-2xl text-3xl leading-tight font-extrabold tracking-tight sm:text-5xl">
            {t('home.headline')}
          </h1>
          <p className="mt-5 max-w-xl text-base text-emerald-50/90 sm:text-lg">
            {t('home.subline')}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {isLogin ? (
              <Link
                to={pagePaths.memberDashboard}
                className="inline-flex items-center justify-center gap-2 rounded-xl bg-white px-6 py-3 font-semibold text-emerald-800 shadow hover:bg-emerald-50"
              >
                <Icon name="dashboard" className="size-5" />
                {t('home.dashboard')}
              </Link>
            ) : (
              <>
                <Link
                  to={pagePaths.signup}
                  className="inline-flex items-center justify-center rounded-xl bg-white px-6 py-3 font-semibold text-emerald-800 shadow hover:bg-emerald-50"
                >
                  {t('home.start')}
                </Link>
                <Link
                  to={pagePaths.login}
                  className="inline-flex items-center justify-center rounded-xl px-6 py-3 font-semibold text-white ring-1 ring-white/60 hover:bg-white/10"
                >
                  {t('home.haveAccount')}
                </Link>
              </>
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="ways-title" className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="ways-title" className="text-2xl font-bold tracking-tight text-slate-900">
          {t('home.waysTitle')}
        </h2>
        <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {WAYS.map((way) => (
            <li
              key={way.key}
              className="flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-emerald-50 text-emerald-700">
                <Icon name={way.icon} className="size-6" />
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{way.title}</span>
                <span className="mt-1 block text-sm text-slate-600">
                  {t(`home.ways.${way.key}` as 'home.ways.ptc')}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section
        id={FAQ_SECTION_ID}
        aria-labelledby="faq-title"
        className="border-t border-slate-200 bg-white"
      >
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h2 id="faq-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('home.faqTitle')}
          </h2>
          <p className="mt-3 flex items-center gap-2 text-slate-600">
            <Icon name="hourglass" className="size-5 text-indigo-600" />
            {t('home.faqSoon')}
          </p>
        </div>
      </section>
    </>
  );
}
