import { useEffect, useRef, useState, type RefObject } from 'react';
import { RESIZE_DEBOUNCE_MS } from '@/shared/config';

/** How far a strip has moved after `dtMs`, wrapped into one cycle (the width of one copy of the items). */
export function advanceOffset(offset: number, dtMs: number, pxPerSecond: number, cycleWidth: number): number {
  if (cycleWidth <= 0) return 0;
  return (offset + (pxPerSecond * dtMs) / 1000) % cycleWidth;
}

/** The track's translation: forward strips move left, reversed strips move right. */
export function stripTranslate(offset: number, cycleWidth: number, reverse: boolean): number {
  return reverse ? offset - cycleWidth : -offset;
}

/** Copies of the item set needed so the strip never shows a gap while one copy scrolls out. */
export function copiesNeeded(viewportWidth: number, cycleWidth: number): number {
  if (cycleWidth <= 0 || viewportWidth <= 0) return 2;
  return Math.max(2, Math.ceil(viewportWidth / cycleWidth) + 1);
}

export interface MarqueeOptions {
  pxPerSecond: number;
  reverse: boolean;
  /** False while the page is hidden, paused by the visitor or with reduced motion. */
  running: boolean;
}

export interface Marquee {
  viewportRef: RefObject<HTMLDivElement | null>;
  trackRef: RefObject<HTMLDivElement | null>;
  /** The first copy of the items; its width is one cycle. */
  setRef: RefObject<HTMLDivElement | null>;
  copies: number;
  /** Increases every time the strip is rebuilt (after a debounced resize). */
  build: number;
}

/**
 * An endless strip moved with requestAnimationFrame at a constant speed. It is rebuilt (copies recounted,
 * position reset) RESIZE_DEBOUNCE_MS after the last window resize.
 */
export function useMarquee({ pxPerSecond, reverse, running }: MarqueeOptions): Marquee {
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const setRef = useRef<HTMLDivElement>(null);
  const offset = useRef(0);
  const [copies, setCopies] = useState(2);
  const [build, setBuild] = useState(0);

  // Measure on mount and on every rebuild.
  useEffect(() => {
    const measure = () => {
      const cycle = setRef.current?.offsetWidth ?? 0;
      const viewport = viewportRef.current?.clientWidth ?? 0;
      offset.current = 0;
      setCopies(copiesNeeded(viewport, cycle));
      const track = trackRef.current;
      if (track) track.style.transform = `translateX(${stripTranslate(0, cycle, reverse)}px)`;
    };
    measure();
  }, [build, reverse]);

  useEffect(() => {
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setBuild((b) => b + 1), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (!running) return;
    let frame = 0;
    let last: number | undefined;
    const step = (now: number) => {
      const cycle = setRef.current?.offsetWidth ?? 0;
      if (last !== undefined) offset.current = advanceOffset(offset.current, now - last, pxPerSecond, cycle);
      last = now;
      const track = trackRef.current;
      if (track) track.style.transform = `translateX(${stripTranslate(offset.current, cycle, reverse)}px)`;
      frame = window.requestAnimationFrame(step);
    };
    frame = window.requestAnimationFrame(step);
    return () => window.cancelAnimationFrame(frame);
  }, [running, pxPerSecond, reverse, build, copies]);

  return { viewportRef, trackRef, setRef, copies, build };
}
