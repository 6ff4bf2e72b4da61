import { afterEach, describe, expect, test } from 'vitest';
import { dismissInstallPrompt, installPlatform, isInstallPromptDismissed } from './install-prompt';

afterEach(() => window.localStorage.clear());

describe('install prompt helpers', () => {
  test('tells iPhones, Android phones and the rest apart for the manual instructions', () => {
    expect(
      installPlatform(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1',
      ),
    ).toBe('ios');
    expect(
      installPlatform(
        'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36',
      ),
    ).toBe('android');
    expect(installPlatform('Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36')).toBe(
      'desktop',
    );
  });

  test('a dismissed offer is remembered', () => {
    expect(isInstallPromptDismissed()).toBe(false);
    dismissInstallPrompt();
    expect(isInstallPromptDismissed()).toBe(true);
  });
});
