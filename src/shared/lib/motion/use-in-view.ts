import { useEffect, useRef, useState, type RefObject } from 'react';

export interface InViewOptions {
  /** Share of the element that must be visible (0..1). */
  threshold: number;
  /** Stay true after the first time the element was seen. */
  once?: boolean;
}

/** Whether the element is (or, with `once`, has been) at least `threshold` visible in the viewport. */
export function useInView<T extends Element>({ threshold, once = false }: InViewOptions): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((e) => e.isIntersecting && e.intersectionRatio >= threshold - 0.001);
        if (visible && once) {
          setInView(true);
          observer.disconnect();
        } else if (!once) {
          setInView(visible);
        }
      },
      { threshold },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [threshold, once]);
  return [ref, inView];
}
