import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { i18next } from '../lib/i18n';
import { Countdown } from './countdown';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2025, 0, 1));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

test('ticks every second as h m s and reports the end once', () => {
  const onDone = vi.fn();
  render(<Countdown until={Date.now() + 62_000} onDone={onDone} />);
  expect(screen.getByRole('timer').textContent).toBe('1m 2s');
  act(() => vi.advanceTimersByTime(1000));
  expect(screen.getByRole('timer').textContent).toBe('1m 1s');
  act(() => vi.advanceTimersByTime(61_000));
  expect(screen.getByRole('timer').textContent).toBe('0s');
  act(() => vi.advanceTimersByTime(5000));
  expect(onDone).toHaveBeenCalledTimes(1);
});

test('an end already past reports at once', () => {
  const onDone = vi.fn();
  render(<Countdown until={Date.now() - 1} onDone={onDone} />);
  expect(screen.getByRole('timer').textContent).toBe('0s');
  expect(onDone).toHaveBeenCalledTimes(1);
});

test('in Hindi the units are Hindi words', async () => {
  await i18next.changeLanguage('hi');
  try {
    render(<Countdown until={Date.now() + 62_000} />);
    expect(screen.getByRole('timer').textContent).toBe('1 मिनट 2 सेकंड');
  } finally {
    await i18next.changeLanguage('en');
  }
});
