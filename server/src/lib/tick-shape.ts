import { executionAsyncResource } from 'node:async_hooks';

/*
 * Node builds an object for every process.nextTick (its "TickObject": an object literal with three
 * symbol keys), several per HTTP request. V8 makes such a literal fast only while the hidden class it
 * starts from stays the one it saw first; a full garbage collection at a moment when no tick object is
 * alive frees that class, the next request builds a new one, and from then on every nextTick defines
 * its three keys in V8's runtime. With --heap-growing-percent=10 (runtime-settings.ts) full collections
 * are frequent enough that this happened within a minute of load in every run: a cached read then cost
 * about 2 µs (8–9%) more CPU (README, "Speed"). Holding one tick object for the life of the process keeps
 * its hidden class alive. No library does this; it is one object, and nothing else changes.
 */

let kept: object | null = null;

/** Keeps one of Node's tick objects alive for the life of the process; resolves to it. */
export function keepTickObjectShape(): Promise<object> {
  return new Promise((resolve) => {
    process.nextTick(() => {
      // Inside a nextTick callback the current async resource is that tick's object.
      kept ??= executionAsyncResource();
      resolve(kept);
    });
  });
}
