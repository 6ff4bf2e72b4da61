import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { PageTransition, takeOverFirstPaint } from './page-transition';

afterEach(cleanup);

const wrapperOf = (text: string) => screen.getByText(text).parentElement!;

describe('the page transition (spec: screens change with a 0.5 s fade and slide)', () => {
  test('every new screen plays the 0.5 s animation', () => {
    const { rerender } = render(
      <PageTransition key="/a">
        <p>first</p>
      </PageTransition>,
    );
    expect(wrapperOf('first').className).toBe('page-transition');
    expect(wrapperOf('first').style.animationDuration).toBe('0.5s');
    rerender(
      <PageTransition key="/b">
        <p>second</p>
      </PageTransition>,
    );
    expect(wrapperOf('second').className).toBe('page-transition');
  });

  test('the screen that takes over a painted page does not play it; the next one does', () => {
    takeOverFirstPaint();
    const { rerender } = render(
      <PageTransition key="/">
        <p>painted</p>
      </PageTransition>,
    );
    expect(wrapperOf('painted').className).toBe('');
    rerender(
      <PageTransition key="/login">
        <p>next</p>
      </PageTransition>,
    );
    expect(wrapperOf('next').className).toBe('page-transition');
  });
});
