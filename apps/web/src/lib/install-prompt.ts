import { useSyncExternalStore } from 'react';
import { readWithExpiry, writeWithExpiry } from './storage';

/**
 * The browser's install offer (docs/product/common.md#install-prompt-and-online-banner). Chromium
 * fires `beforeinstallprompt` once, possibly before React mounts, so the listener is attached when
 * this module loads and the event is kept until the member presses Install.
 */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function runningAsInstalledApp(): boolean {
  if (typeof window === 'undefined') return false;
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  // iOS Safari's own flag for home-screen apps.
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || iosStandalone;
}

if (typeof window !== 'undefined') {
  installed = runningAsInstalledApp();
  // Opening the installed app from the home screen switches the display mode.
  window.matchMedia?.('(display-mode: standalone)').addEventListener?.('change', () => {
    installed = runningAsInstalledApp();
    notify();
  });
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    deferred = null;
    notify();
  });
}

interface InstallState {
  installed: boolean;
  canPrompt: boolean;
}

let snapshot: InstallState = { installed, canPrompt: false };
function getSnapshot(): InstallState {
  const canPrompt = deferred !== null;
  if (snapshot.installed !== installed || snapshot.canPrompt !== canPrompt) {
    snapshot = { installed, canPrompt };
  }
  return snapshot;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** Shows the browser's own install dialog; false when the browser offers none. */
export async function promptInstall(): Promise<boolean> {
  if (!deferred) return false;
  const event = deferred;
  deferred = null;
  notify();
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome === 'accepted';
}

/** The kind of device, for manual instructions where the browser offers no install dialog. */
export type InstallPlatform = 'ios' | 'android' | 'desktop';

export function installPlatform(userAgent: string = navigator.userAgent): InstallPlatform {
  // iPadOS reports itself as a Mac; its touch screen gives it away.
  const iPadAsMac = /Macintosh/.test(userAgent) && (navigator.maxTouchPoints ?? 0) > 1;
  if (/iPhone|iPad|iPod/.test(userAgent) || iPadAsMac) return 'ios';
  if (/Android/.test(userAgent)) return 'android';
  return 'desktop';
}

const DISMISSED_KEY = 'installPromptDismissed';
/** A dismissed offer stays away for a week, then may ask once more. */
const DISMISS_MS = 7 * 24 * 60 * 60 * 1000;

export function isInstallPromptDismissed(): boolean {
  return readWithExpiry(DISMISSED_KEY) !== null;
}

export function dismissInstallPrompt(): void {
  writeWithExpiry(DISMISSED_KEY, 'true', DISMISS_MS);
}
