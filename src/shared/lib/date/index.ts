export { formatIstDate } from './format-ist-date';
