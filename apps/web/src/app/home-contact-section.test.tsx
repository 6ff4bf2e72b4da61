import '../lib/i18n';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { expectNoEnglish, inHindi } from '../testing/in-hindi';
import { HomeContactWhenNear } from './home-contact-section';

const Form = () => <form aria-label="Contact form" />;

/** A stand-in IntersectionObserver whose `enter()` tells every observer its element came near. */
function fakeIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    enter: () =>
      act(() =>
        callbacks.forEach((callback) =>
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never),
        ),
      ),
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the home page's contact section", () => {
  test("loads the form's code only when its place comes near the screen", async () => {
    const screenView = fakeIntersectionObserver();
    const load = vi.fn(async () => Form);
    render(<HomeContactWhenNear load={load} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('form')).toBeNull();
    screenView.enter();
    expect(await screen.findByRole('form', { name: 'Contact form' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('offers to try again when the code does not load, then shows the form', async () => {
    const load = vi
      .fn<() => Promise<typeof Form>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Form);
    render(<HomeContactWhenNear load={load} />);
    expect(
      (await screen.findByRole('alert')).textContent?.includes(
        'The contact form could not load. Check your connection and try again.',
      ),
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Contact form' })).toBeTruthy();
  });

  describe('in Hindi', () => {
    inHindi();
    test('the failed load and its retry button', async () => {
      render(<HomeContactWhenNear load={() => Promise.reject(new Error('offline'))} />);
      await screen.findByRole('alert');
      expectNoEnglish();
    });
  });
});
