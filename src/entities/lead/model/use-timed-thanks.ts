import { useEffect, useState } from 'react';
import { THANK_YOU_RESET_MS } from '@/shared/config';

/**
 * The thanks after a lead form is sent: `thanks` (what to thank with) shows for THANK_YOU_RESET_MS, then is
 * null again and the empty form comes back.
 */
export function useTimedThanks<T>(): [T | null, (thanks: T) => void] {
  const [thanks, setThanks] = useState<T | null>(null);
  useEffect(() => {
    if (thanks === null) return undefined;
    const timer = setTimeout(() => setThanks(null), THANK_YOU_RESET_MS);
    return () => clearTimeout(timer);
  }, [thanks]);
  return [thanks, setThanks];
}
