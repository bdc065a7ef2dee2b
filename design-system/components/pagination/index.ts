export { Pagination, type PaginationProps } from './pagination';
export { clampPage, paginationItems, type PaginationItem } from './pagination.logic';
export { paginationLinkVariants, type PaginationLinkVariantProps } from './pagination.variants';
