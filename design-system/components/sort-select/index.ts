export { SortSelect, type SortOption, type SortSelectProps } from './sort-select';
