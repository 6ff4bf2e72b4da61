import { MOBILE_MAX_WIDTH_PX } from '@kamao/contract/constants';
import { useState } from 'react';
import { Icon } from '../../components/icon';
import { getAppConfig } from '../../lib/app-config';
import { COMMON_TEXTS } from '../../lib/common-texts';
import {
  dismissInstallPrompt,
  installPlatform,
  isInstallPromptDismissed,
  promptInstall,
  useInstallState,
  type InstallPlatform,
} from '../../lib/install-prompt';
import { bilingual, textsNow, useTexts } from '../../lib/texts';
import { alertDialog } from '../../lib/toast';

// Step-by-step instructions per platform, kept beside the prompt that shows them.
const INSTALL_GUIDE_TEXTS = bilingual(
  {
    ios: 'In Safari, tap the Share button (the square with an arrow), then choose “Add to Home Screen” and tap Add.',
    android:
      'In Chrome, open the menu (⋮ at the top right) and choose “Install app” (or “Add to Home screen”), then confirm.',
    phoneButton: 'Add to Home Screen',
  },
  {
    ios: 'Safari में शेयर बटन (तीर वाला चौकोर) दबाएँ, फिर “होम स्क्रीन पर जोड़ें” चुनें और “जोड़ें” दबाएँ।',
    android:
      'Chrome में मेन्यू (ऊपर दाईं ओर ⋮) खोलें और “ऐप इंस्टॉल करें” (या “होम स्क्रीन पर जोड़ें”) चुनें, फिर पक्का करें।',
    phoneButton: 'होम स्क्रीन पर जोड़ें',
  },
);

function manualInstructions(platform: InstallPlatform, site: string): string {
  const guide = textsNow(INSTALL_GUIDE_TEXTS);
  const install = textsNow(COMMON_TEXTS).install;
  if (platform === 'ios') return guide.ios;
  if (platform === 'android') return guide.android;
  // A narrow window on another system: the generic phone text.
  if (window.innerWidth <= MOBILE_MAX_WIDTH_PX) return install.manualMobile;
  return install.manualDesktop(site);
}

/**
 * The install-as-app offer (docs/product/common.md#install-prompt-and-online-banner), rendered only
 * on the pages showsInstallPrompt() allows and hidden once the app is installed (display-mode
 * standalone) or when the visitor dismissed it. The browser's own install dialog
 * (beforeinstallprompt) is used where it exists; elsewhere (iOS Safari, Firefox, a dialog already
 * refused) the button shows step-by-step instructions for the device.
 */
export function InstallPrompt() {
  const common = useTexts(COMMON_TEXTS);
  const guide = useTexts(INSTALL_GUIDE_TEXTS);
  const { installed, canPrompt } = useInstallState();
  const [dismissed, setDismissed] = useState(isInstallPromptDismissed);
  const site = getAppConfig().siteName;
  if (installed || dismissed) return null;
  const platform = installPlatform();

  const install = async () => {
    if (canPrompt) {
      await promptInstall();
      return;
    }
    await alertDialog({
      title: common.install.manualTitle(site),
      text: manualInstructions(platform, site),
      icon: 'info',
    });
  };

  const dismiss = () => {
    dismissInstallPrompt();
    setDismissed(true);
  };

  return (
    <aside
      aria-labelledby="install-title"
      data-testid="install-prompt"
      className="mx-auto mt-10 mb-6 w-full max-w-7xl px-4"
    >
      <div className="relative flex flex-col gap-4 rounded-2xl bg-gradient-to-r from-indigo-700 to-emerald-700 p-4 pr-12 text-white shadow-md sm:flex-row sm:items-center sm:p-5 sm:pr-5">
        <div className="flex min-w-0 flex-1 items-center gap-4">
          <img
            src="/pwa-192x192.png"
            alt=""
            width={48}
            height={48}
            className="size-12 shrink-0 rounded-xl shadow-sm ring-2 ring-white/30"
          />
          <div className="min-w-0">
            <h2 id="install-title" className="font-semibold">
              {common.install.title(site)}
            </h2>
            <p className="mt-0.5 text-sm text-white/85">{common.install.text}</p>
          </div>
        </div>
        <button
          type="button"
          onClick={() => void install()}
          className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-xl bg-white px-4 py-2.5 text-sm font-semibold text-indigo-800 hover:bg-indigo-50"
        >
          <Icon name="download" className="size-4" />
          {platform === 'ios' && !canPrompt ? guide.phoneButton : common.install.button}
        </button>
        <button
          type="button"
          onClick={dismiss}
          aria-label={common.install.dismiss}
          className="absolute top-1 right-1 grid size-11 place-items-center rounded-lg text-white/80 hover:bg-white/10 hover:text-white sm:static"
        >
          <Icon name="close" className="size-5" />
        </button>
      </div>
    </aside>
  );
}
