import { MOBILE_MAX_WIDTH_PX } from '@kamao/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { getAppConfig } from '../../lib/app-config';
import { promptInstall, useInstallState } from '../../lib/install-prompt';
import { alertDialog } from '../../lib/toast';

/**
 * The install-as-app offer (spec part 2 §2.13), rendered only on the pages
 * showsInstallPrompt() allows and hidden once the app is installed. Where the browser offers
 * no install dialog it shows manual instructions (phone: width ≤ 768 px).
 */
export function InstallPrompt() {
  const { t } = useTranslation();
  const { installed, canPrompt } = useInstallState();
  const [dismissed, setDismissed] = useState(false);
  const site = getAppConfig().siteName;
  if (installed || dismissed) return null;

  const install = async () => {
    if (canPrompt && (await promptInstall())) return;
    if (canPrompt) return;
    const phone = window.innerWidth <= MOBILE_MAX_WIDTH_PX;
    await alertDialog({
      title: t('install.manualTitle', { site }),
      text: phone ? t('install.manualMobile') : t('install.manualDesktop', { site }),
      icon: 'info',
    });
  };

  return (
    <aside aria-labelledby="install-title" className="mx-auto mt-10 mb-6 w-full max-w-7xl px-4">
      <div className="flex items-center gap-4 rounded-2xl bg-gradient-to-r from-indigo-700 to-emerald-700 p-4 text-white shadow-md sm:p-5">
        <span className="hidden size-12 shrink-0 place-items-center rounded-xl bg-white/15 sm:grid">
          <Icon name="download" className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="install-title" className="font-semibold">
            {t('install.title', { site })}
          </h2>
          <p className="mt-0.5 text-sm text-white/85">{t('install.text')}</p>
        </div>
        <button
          type="button"
          onClick={() => void install()}
          className="shrink-0 rounded-xl bg-white px-4 py-2 text-sm font-semibold text-indigo-800 hover:bg-indigo-50"
        >
          {t('install.button')}
        </button>
        <button
          type="button"
          onClick={() => setDismissed(true)}
          aria-label={t('install.dismiss')}
          className="grid size-9 shrink-0 place-items-center rounded-lg text-white/80 hover:bg-white/10 hover:text-white"
        >
          <Icon name="close" className="size-5" />
        </button>
      </div>
    </aside>
  );
}
