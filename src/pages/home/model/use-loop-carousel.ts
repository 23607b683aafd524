import { useCallback, useEffect, useRef, useState } from 'react';

export interface LoopCarouselOptions {
  /** Number of real slides. */
  count: number;
  intervalMs: number;
  /** Safety net: the loop is re-aligned this long after a move even when `transitionend` never fires. */
  resetMs: number;
  /** Auto-advance on (false while hidden, paused or with reduced motion). */
  autoplay: boolean;
}

export interface LoopCarousel {
  /** Position in the track [clone of last, slide 0 … slide n-1, clone of first]. */
  position: number;
  /** The real slide shown (0-based). */
  active: number;
  /** Whether the track animates to `position` (off for the silent jump from a clone to its original). */
  animate: boolean;
  /** Changes every time the auto-advance timer restarts (to restart the progress bar). */
  cycle: number;
  next: () => void;
  prev: () => void;
  goTo: (slide: number) => void;
  /** Call from the track's `transitionend`. */
  onTransitionEnd: () => void;
}

/**
 * An endless carousel: the track holds a clone of the last slide before the first and a clone of the
 * first after the last. Moving onto a clone animates normally, then the track jumps without animation
 * to the real slide. While a move is in progress, further moves are ignored.
 */
export function useLoopCarousel({ count, intervalMs, resetMs, autoplay }: LoopCarouselOptions): LoopCarousel {
  const [position, setPosition] = useState(1);
  const [animate, setAnimate] = useState(true);
  const [cycle, setCycle] = useState(0);
  const moving = useRef(false);
  const safety = useRef<number | undefined>(undefined);
  const positionRef = useRef(1);

  const settle = useCallback(() => {
    window.clearTimeout(safety.current);
    safety.current = undefined;
    if (!moving.current) return;
    moving.current = false;
    const p = positionRef.current;
    const real = p === 0 ? count : p === count + 1 ? 1 : p;
    if (real !== p) {
      positionRef.current = real;
      setAnimate(false);
      setPosition(real);
    }
  }, [count]);

  const moveTo = useCallback(
    (target: number) => {
      if (moving.current || target === positionRef.current) return;
      moving.current = true;
      positionRef.current = target;
      setAnimate(true);
      setPosition(target);
      setCycle((c) => c + 1);
      safety.current = window.setTimeout(settle, resetMs);
    },
    [resetMs, settle],
  );

  const next = useCallback(() => moveTo(positionRef.current + 1), [moveTo]);
  const prev = useCallback(() => moveTo(positionRef.current - 1), [moveTo]);
  const goTo = useCallback((slide: number) => moveTo(slide + 1), [moveTo]);

  // One timer per move: any move (automatic or by the visitor) restarts the full interval; the silent
  // jump from a clone is not a move, so the rhythm stays one slide every `intervalMs`.
  useEffect(() => {
    if (!autoplay) return;
    const id = window.setTimeout(next, intervalMs);
    return () => window.clearTimeout(id);
  }, [autoplay, intervalMs, next, cycle]);

  useEffect(() => {
    if (autoplay) setCycle((c) => c + 1);
  }, [autoplay]);

  useEffect(() => () => window.clearTimeout(safety.current), []);

  const active = (((position - 1) % count) + count) % count;
  return { position, active, animate, cycle, next, prev, goTo, onTransitionEnd: settle };
}
