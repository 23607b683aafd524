export { AfterFirstCommit } from './after-first-commit';
export { PaintWhenNear } from './paint-when-near';
export { useStagedCount } from './use-staged-count';
