import { useEffect, useRef, useState } from 'react';

const COLORS = ['#f43f5e', '#f59e0b', '#10b981', '#3b82f6', '#8b5cf6', '#ec4899', '#facc15'];
const PIECE_COUNT = 70;

/** Spread without Math.random, so a render stays pure: the golden ratio scatters evenly. */
const spread = (index: number, salt: number) => (index * 0.618034 + salt) % 1;

const PIECES = Array.from({ length: PIECE_COUNT }, (_, index) => ({
  left: spread(index, 0.13) * 100,
  color: COLORS[index % COLORS.length]!,
  width: 6 + Math.round(spread(index, 0.37) * 6),
  round: index % 3 === 0,
  delay: spread(index, 0.71) * 700,
  duration: 2400 + spread(index, 0.29) * 1600,
  sway: (spread(index, 0.53) - 0.5) * 160,
  turns: 1 + Math.round(spread(index, 0.91) * 3),
}));
const LONGEST_MS = Math.max(...PIECES.map((piece) => piece.delay + piece.duration));

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * Confetti over the screen for a win (docs/product/tic-tac-toe.md#the-play-screen), without a
 * library: coloured pieces falling with the Web Animations API, gone after a few seconds. Members
 * who ask for reduced motion get none; the 'You Win!' banner tells them.
 */
export function Confetti() {
  const [reduced] = useState(prefersReducedMotion);
  const [done, setDone] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (reduced || !box.current) return;
    const animations: Animation[] = [];
    box.current.querySelectorAll<HTMLElement>('[data-piece]').forEach((piece, index) => {
      const spec = PIECES[index]!;
      // Browsers without the API (and jsdom) keep the pieces hidden above the screen.
      if (typeof piece.animate !== 'function') return;
      animations.push(
        piece.animate(
          [
            { transform: 'translate3d(0, -5vh, 0) rotate(0deg)', opacity: 1 },
            {
              transform: `translate3d(${spec.sway}px, 105vh, 0) rotate(${spec.turns * 360}deg)`,
              opacity: 0.8,
            },
          ],
          {
            duration: spec.duration,
            delay: spec.delay,
            easing: 'cubic-bezier(0.2, 0.6, 0.4, 1)',
            fill: 'forwards',
          },
        ),
      );
    });
    const timer = window.setTimeout(() => setDone(true), LONGEST_MS + 200);
    return () => {
      window.clearTimeout(timer);
      for (const animation of animations) animation.cancel();
    };
  }, [reduced]);

  if (reduced || done) return null;
  return (
    <div
      ref={box}
      data-testid="confetti"
      aria-hidden="true"
      className="pointer-events-none fixed inset-0 z-40 overflow-hidden"
    >
      {PIECES.map((piece, index) => (
        <span
          key={index}
          data-piece
          className={`absolute -top-4 block ${piece.round ? 'rounded-full' : 'rounded-sm'}`}
          style={{
            left: `${piece.left}%`,
            width: piece.width,
            height: piece.round ? piece.width : piece.width * 1.6,
            backgroundColor: piece.color,
          }}
        />
      ))}
    </div>
  );
}
