export { matchesSearch, searchKey, searchRanked } from './search-key';
