import '../lib/i18n';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { expectNoEnglish, inHindi } from '../testing/in-hindi';
import { CopyButton } from './copy-button';

const writeText = vi.fn(() => Promise.resolve());

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  writeText.mockClear();
});

test('copies the text and shows Copied! for 2 s', async () => {
  render(<CopyButton text="ORDER42" />);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Copy ORDER42' }));
  });
  expect(writeText).toHaveBeenCalledWith('ORDER42');
  expect(screen.getByText('Copied!')).toBeTruthy();
  act(() => vi.advanceTimersByTime(1999));
  expect(screen.getByText('Copied!')).toBeTruthy();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.queryByText('Copied!')).toBeNull();
});

describe('the copy button in Hindi', () => {
  inHindi();

  test('its name and its copied indicator are Hindi', async () => {
    render(<CopyButton text="ORDER42" />);
    expect(screen.getByText('कॉपी करें')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'ORDER42 कॉपी करें' }));
    });
    expect(screen.getByText('कॉपी हो गया!')).toBeTruthy();
  });

  test('with a label of its own, nothing English is left', () => {
    render(<CopyButton text="ORDER42" label="ऑर्डर नंबर कॉपी करें" />);
    expectNoEnglish();
  });
});
