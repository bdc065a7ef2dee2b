export { SearchBar, type SearchBarCloseReason, type SearchBarProps, type SearchBarStatus } from './search-bar';
export { SearchResultItem, type SearchBarResult, type SearchResultItemProps } from './search-result-item';
export {
  searchBarListboxClassName,
  searchBarPopupClassName,
  searchResultItemVariants,
  type SearchResultItemVariantProps,
} from './search-bar.variants';
