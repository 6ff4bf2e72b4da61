import { afterEach, describe, expect, test, vi } from 'vitest';

const fire = vi.fn((_options: Record<string, unknown>) => Promise.resolve({ isConfirmed: true }));
vi.mock('sweetalert2', () => ({
  default: { fire, stopTimer: vi.fn(), resumeTimer: vi.fn() },
}));

const { confirmDialog, toastError, toastSuccess } = await import('./toast');

afterEach(() => fire.mockClear());

describe('toasts (spec part 1 §8 "Toasts")', () => {
  test('a success toast sits at the top end, success icon, no confirm button, 3 s', async () => {
    await toastSuccess('Login Success!');
    expect(fire).toHaveBeenCalledWith(
      expect.objectContaining({
        toast: true,
        position: 'top-end',
        icon: 'success',
        title: 'Login Success!',
        showConfirmButton: false,
        timer: 3000,
      }),
    );
  });

  test('an error toast has the error icon; the long variant lasts 10 s', async () => {
    await toastError('Something went wrong, please try again.', { long: true });
    expect(fire).toHaveBeenCalledWith(
      expect.objectContaining({ icon: 'error', timer: 10_000, showConfirmButton: false }),
    );
  });

  test('a confirm dialog resolves with the choice', async () => {
    const confirmed = await confirmDialog({
      title: 'Are you sure you want to log out?',
      confirmText: 'Confirm',
      cancelText: 'Close',
    });
    expect(confirmed).toBe(true);
    expect(fire).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Are you sure you want to log out?',
        showCancelButton: true,
        confirmButtonText: 'Confirm',
        cancelButtonText: 'Close',
      }),
    );
  });
});
