export { ListCard, ListCardLink } from './list-card';
export type { ListCardProps, ListCardLinkProps } from './list-card';
