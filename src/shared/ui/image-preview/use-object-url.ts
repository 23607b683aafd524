import { useEffect, useMemo } from 'react';

/** A URL the page can show a chosen file from (an image's preview); null without a file. Freed when the file changes or the component goes. */
export function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
