/**
 * What a content repository needs of the public cache (the app hands it `publicCache`): to drop the
 * answers its writes changed, and to know when a read stops being true without a write (a scheduled
 * post's time comes, a batch or workshop starts). `Name` is one of the cache's content names
 * (public-cache.ts `ContentName`), not imported here so the repositories stay free of the cache module.
 */
export interface ContentCache<Name extends string> {
  invalidate(name: Name): Promise<void>;
  closesAt(name: Name, at: number): void;
}
