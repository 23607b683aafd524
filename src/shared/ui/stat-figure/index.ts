export { StatFigure } from './stat-figure';
export type { StatFigureProps } from './stat-figure';
