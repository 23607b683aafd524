export { ValuesCards, VALUE_CARDS } from './ui/values-cards';
export type { ValuesCardsProps } from './ui/values-cards';
