import { useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

export type UrlState<K extends string> = Readonly<Record<K, string>>;

function read<K extends string>(params: URLSearchParams, keys: readonly K[]): UrlState<K> {
  return Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
}

interface Held<K extends string> {
  values: UrlState<K>;
  /** The address these values were last reconciled with. */
  address: string;
  /** Addresses written here that the router has not rendered yet, oldest first. */
  pending: string[];
}

/**
 * Filter values (a search term, a category…) kept in the address's query string, so a filtered
 * list can be shared and survives a reload. The values live in component state first and the
 * address follows with a `replace`: React Router applies navigations in a transition, so two
 * changes made before it renders (clearing the search, then the location) would otherwise be
 * computed from the same old address and the second would undo the first. A change of the
 * address that this hook did not write (a link, back/forward) is adopted. An empty value removes
 * its key; keys the hook does not own (e.g. utm_*) are kept.
 */
export function useUrlState<K extends string>(
  keys: readonly K[],
): [UrlState<K>, (patch: Partial<Record<K, string>>, options?: { push?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const [held, setHeld] = useState<Held<K>>(() => ({ values: read(params, keys), address, pending: [] }));
  // What the next change builds on, even when two changes come before a render.
  const latest = useRef(held.values);
  useLayoutEffect(() => {
    latest.current = held.values;
  }, [held.values]);

  if (address !== held.address) {
    setHeld((h) => {
      const at = h.pending.indexOf(address);
      // Our own write arriving: keep the newer values. Anything else: the address wins.
      return at >= 0 ? { ...h, address, pending: h.pending.slice(at + 1) } : { values: read(params, keys), address, pending: [] };
    });
  }

  // `push`: a new history entry (a page of a list, which Back returns from); filters replace the current one.
  const update = (patch: Partial<Record<K, string>>, options: { push?: boolean } = {}) => {
    const values = { ...latest.current, ...patch };
    latest.current = values;
    const next = new URLSearchParams(params);
    for (const key of keys) {
      if (values[key]) next.set(key, values[key]);
      else next.delete(key);
    }
    const written = next.toString();
    setHeld((h) => ({ ...h, values, pending: [...h.pending, written] }));
    setParams(next, { replace: !options.push });
  };

  return [held.values, update];
}
