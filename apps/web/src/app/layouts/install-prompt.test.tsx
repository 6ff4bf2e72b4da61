import '../../lib/i18n';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { expectNoEnglish, inHindi } from '../../testing/in-hindi';

vi.mock('../../lib/toast', () => ({ alertDialog: vi.fn(() => Promise.resolve()) }));
const toast = await import('../../lib/toast');
const { InstallPrompt } = await import('./install-prompt');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  window.localStorage.clear();
});

describe('the install offer in Hindi', () => {
  inHindi();

  test('the offer and, without the browser’s own dialog, its steps are Hindi', async () => {
    render(<InstallPrompt />);
    expect(screen.getByRole('button', { name: 'ऐप इंस्टॉल करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeTruthy();
    expectNoEnglish();
    fireEvent.click(screen.getByRole('button', { name: 'ऐप इंस्टॉल करें' }));
    await waitFor(() => expect(toast.alertDialog).toHaveBeenCalled());
    const { title, text } = vi.mocked(toast.alertDialog).mock.calls[0]![0];
    // The dialog's words, read the way the page is: Kamao and the browsers keep their names.
    const shown = document.createElement('div');
    shown.textContent = `${title} ${text}`;
    document.body.append(shown);
    expectNoEnglish(shown);
    shown.remove();
  });
});
