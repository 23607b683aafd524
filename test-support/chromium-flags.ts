/**
 * Flags of Debian's Chromium for the browser tests and the benchmark's Lighthouse runs: no sandbox (it runs
 * in a container) and no GPU, and none of the traffic a browser makes on its own (QUIC, first-run pages,
 * background requests, component updates, sync), so a run works offline and measures the site only.
 */
export const OFFLINE_CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
