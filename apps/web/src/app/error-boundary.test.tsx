import '../lib/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { expectNoEnglish, inHindi } from '../testing/in-hindi';
import { AppErrorBoundary } from './error-boundary';

beforeAll(() => {
  // The server writes the support number into index.html; the crash screen must use it.
  const meta = document.createElement('meta');
  meta.name = 'app-config';
  meta.content = JSON.stringify({ siteName: 'Kamao', supportPhone: '919000000042' });
  document.head.append(meta);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('render failed');
}

function expectCrashScreen() {
  expect(screen.getByText('Something went wrong.')).toBeTruthy();
  expect(screen.getByText('Upgrade Your Browser')).toBeTruthy();
  expect(
    screen.getByText('We are sorry for the inconvenience. Please try again later.'),
  ).toBeTruthy();
  expect(screen.getByText(/Chrome, Firefox, Edge or Safari/)).toBeTruthy();
  const report = screen.getByRole('link', { name: /919000000042/ });
  expect(report.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919000000042\?text=/);
}

describe('the error boundary', () => {
  test('renders its children while nothing fails', () => {
    render(
      <AppErrorBoundary>
        <p>fine</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeTruthy();
    expect(screen.queryByText('Something went wrong.')).toBeNull();
  });

  test('shows the crash screen with the WhatsApp support number when a page throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expectCrashScreen();
  });

  test('shows the crash screen when a page chunk fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Page = lazy(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    render(
      <AppErrorBoundary>
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </AppErrorBoundary>,
    );
    await screen.findByText('Something went wrong.');
    expectCrashScreen();
  });

  test('renders again after moving to another page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <AppErrorBoundary resetKey="/a">
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong.')).toBeTruthy();
    rerender(
      <AppErrorBoundary resetKey="/b">
        <p>next page</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('next page')).toBeTruthy();
  });
});

describe('the crash screen in Hindi', () => {
  inHindi();

  test('its sentences and links are Hindi; the browsers keep their names', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByText('कुछ गड़बड़ हो गई।')).toBeTruthy();
    expect(screen.getByText('अपना ब्राउज़र अपडेट करें')).toBeTruthy();
    expect(screen.getByRole('link', { name: /919000000042/ })).toBeTruthy();
    expectNoEnglish();
  });
});
