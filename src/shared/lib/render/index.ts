export { AfterFirstCommit } from './after-first-commit';
export { useStagedCount } from './use-staged-count';
export { useRenderingServerHtml } from './server-rendered';
