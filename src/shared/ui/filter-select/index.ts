export { FilterSelect, labelledOptions } from './filter-select';
export type { FilterOption, FilterSelectProps } from './filter-select';
export { FilterBar } from './filter-bar';
export type { FilterBarProps } from './filter-bar';
