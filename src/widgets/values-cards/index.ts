export { ValuesCards } from './ui/values-cards';
export type { ValuesCardsProps } from './ui/values-cards';
