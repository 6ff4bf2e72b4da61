import { Icon, type IconName } from '../../../components/icon';
import { COMMON_TEXTS } from '../../../lib/common-texts';
import { useTexts } from '../../../lib/texts';
import { SITE_TEXTS } from '../site-texts';

/** The ways to earn: the title is in the site texts, the line under it in the shell's home.ways. */
const WAYS: { key: keyof typeof SITE_TEXTS.en.ways; icon: IconName }[] = [
  { key: 'ptc', icon: 'eye' },
  { key: 'shortLinks', icon: 'link' },
  { key: 'taskWalls', icon: 'tasks' },
  { key: 'referrals', icon: 'users' },
  { key: 'games', icon: 'games' },
  { key: 'giftCodes', icon: 'gift' },
];

/** The home page's ways to earn, each with its icon and the line that says what it is. */
export function WaysToEarn() {
  const common = useTexts(COMMON_TEXTS);
  const texts = useTexts(SITE_TEXTS);
  return (
    <section aria-labelledby="ways-title" className="mx-auto max-w-7xl px-4 py-14">
      <h2 id="ways-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {common.home.waysTitle}
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
              <span className="block font-semibold text-slate-900">{texts.ways[way.key]}</span>
              <span className="mt-1 block text-sm text-slate-600">{common.home.ways[way.key]}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
