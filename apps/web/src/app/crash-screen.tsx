import { COMMON_TEXTS } from '../lib/common-texts';
import { Icon } from '../components/icon';
import { Logo } from '../components/logo';
import { getAppConfig } from '../lib/app-config';
import { whatsAppLink } from '../lib/site-links';
import { useTexts } from '../lib/texts';
import { SHELL_TEXTS } from './shell-texts';

const BROWSERS = ['Chrome', 'Firefox', 'Edge', 'Safari'];

/**
 * The crash fallback screen (docs/product/site-and-pages.md#crash-screen): the spec's three
 * sentences verbatim, the browsers it suggests, and a WhatsApp link to the support number from the
 * configuration. Plain links and a reload: after a crash nothing in the app is trusted to work.
 */
export function CrashScreen() {
  const common = useTexts(COMMON_TEXTS);
  const T = useTexts(SHELL_TEXTS).crash;
  const { supportPhone, siteName } = getAppConfig();
  // The message goes to the support team, who read it in English.
  const report = whatsAppLink(
    supportPhone,
    `Hello ${siteName} support, a page crashed for me: ${window.location.href}`,
  );
  return (
    <div className="grid min-h-dvh place-items-center bg-gradient-to-b from-slate-50 to-indigo-50 px-4 py-10">
      <main className="w-full max-w-lg rounded-3xl bg-white p-6 text-center shadow-xl ring-1 ring-slate-200 sm:p-10">
        <a href="/" className="inline-block rounded-lg">
          <Logo />
        </a>
        <span className="mx-auto mt-6 grid size-16 place-items-center rounded-full bg-rose-50 text-rose-600">
          <Icon name="alert" className="size-8" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{T.title}</h1>
        <p className="mt-2 text-slate-600">{T.text}</p>

        <section
          aria-labelledby="upgrade-title"
          className="mt-6 rounded-2xl bg-indigo-50 p-4 text-left ring-1 ring-indigo-100"
        >
          <h2 id="upgrade-title" className="font-semibold text-indigo-900">
            {T.upgrade}
          </h2>
          <p className="mt-1 text-sm text-indigo-900/80">{common.crash.browsers}</p>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Chrome, Firefox, Edge, Safari">
            {BROWSERS.map((browser) => (
              <li
                key={browser}
                className="rounded-full bg-white px-3 py-1 text-xs font-medium text-indigo-800 ring-1 ring-indigo-200"
              >
                {browser}
              </li>
            ))}
          </ul>
        </section>

        {supportPhone && (
          <p className="mt-6 text-sm text-slate-600">
            {common.crash.report}{' '}
            <a
              href={report}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-semibold text-emerald-700 underline underline-offset-2"
            >
              <Icon name="whatsapp" className="size-4" />+{supportPhone}
            </a>
          </p>
        )}

        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-xl bg-emerald-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-emerald-800"
          >
            {common.crash.reload}
          </button>
          <a
            href="/"
            className="rounded-xl border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            {common.crash.home}
          </a>
        </div>
      </main>
    </div>
  );
}
