import { executionAsyncResource } from 'node:async_hooks';

/*
 * Node builds an object for every process.nextTick (its "TickObject": an object literal with three
 * symbol keys), several per HTTP request. Under load with --heap-growing-percent=10 (runtime-settings.ts)
 * V8 stopped building it in optimised code within seconds, in all 7 of our profiled runs (none of 6
 * without the flag): every nextTick then defined its three keys in V8's runtime, and a cached read cost
 * about 2 µs (8–9%) more CPU (README, "Benchmarks"). Our reading: V8 keeps such a literal fast only
 * while the hidden class it first saw is alive, and the flag's frequent full collections free it at a
 * moment when no tick object exists. Holding one tick object for the life of the process keeps its
 * hidden class alive, and the slow path did not come back. No library does this; it is one object.
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
