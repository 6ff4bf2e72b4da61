import '../lib/i18n';
import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { expectNoEnglish, inHindi } from '../testing/in-hindi';
import { MemoryRouter } from 'react-router';
import { OnlineBanner } from './online-banner';

const renderBanner = (path = '/member/dashboard') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <OnlineBanner />
    </MemoryRouter>,
  );

beforeEach(() => {
  vi.useFakeTimers();
  onlineManager.setOnline(true);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

describe('the online/offline banner', () => {
  test('sits at the bottom, but at the top on a match, where the players are at the bottom', () => {
    renderBanner();
    expect(screen.getByRole('status').className).toContain('bottom-4');
    cleanup();
    renderBanner('/member/betting-games/tic-tac-toe/play/cm9vbS0x');
    expect(screen.getByRole('status').className).toContain('top-3');
    expect(screen.getByRole('status').className).not.toContain('bottom-4');
  });

  test('is empty while online', () => {
    renderBanner();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  test('appears when the connection drops', () => {
    renderBanner();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status').textContent).toMatch(/offline/i);
  });

  test('says it is back online, then hides 1.2 s later', () => {
    renderBanner();
    act(() => onlineManager.setOnline(false));
    act(() => onlineManager.setOnline(true));
    expect(screen.getByRole('status').textContent).toMatch(/back online/i);
    act(() => vi.advanceTimersByTime(1199));
    expect(screen.getByRole('status').textContent).toMatch(/back online/i);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  test('follows the browser online and offline events', () => {
    renderBanner();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status').textContent).toMatch(/offline/i);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByRole('status').textContent).toMatch(/back online/i);
  });
});

describe('the online/offline banner in Hindi', () => {
  inHindi();

  test('offline and back online are said in Hindi', () => {
    renderBanner();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status').textContent).toBe('आप ऑफ़लाइन हैं। अपना इंटरनेट कनेक्शन जाँचें।');
    expectNoEnglish();
    act(() => onlineManager.setOnline(true));
    expect(screen.getByRole('status').textContent).toBe('आप फिर से ऑनलाइन हैं');
    expectNoEnglish();
  });
});
