import { useInView, useReducedMotion } from '@/shared/lib/motion';

export interface RevealItemOptions {
  /** Where an item starts from before it shows ('translateY(24px)'). */
  from: string;
  /** How long one item takes to come in, in ms. */
  duration: number;
  /** How much later each next item starts, in ms. */
  step: number;
}

/**
 * Items of a list that fade and slide in one after the other, the first time `threshold` of the list is on
 * screen; shown at once, without motion, for people who ask for reduced motion. Put `ref` on the list's box
 * and `itemSx(i, …)` in each item's styles.
 */
export function useStaggeredReveal<T extends Element>(threshold: number) {
  const [ref, seen] = useInView<T>({ threshold, once: true });
  const reducedMotion = useReducedMotion();
  const shown = seen || reducedMotion;
  const itemSx = (i: number, { from, duration, step }: RevealItemOptions) => ({
    opacity: shown ? 1 : 0,
    transform: shown ? 'none' : from,
    transition: reducedMotion ? 'none' : `opacity ${duration}ms ease ${i * step}ms, transform ${duration}ms ease ${i * step}ms`,
  });
  return { ref, shown, itemSx };
}
