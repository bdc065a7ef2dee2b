import { Pagination } from '@shop/design-system';

import { renderRouterLink } from '../lib/routing/router-link';

interface ShopPaginationProps {
  currentPage: number;
  pagesCount: number;
  hrefForPage: (page: number) => string;
}

/** A listing's page links (categories, the blog, reviews) with client-side navigation. */
export function ShopPagination({ currentPage, pagesCount, hrefForPage }: ShopPaginationProps) {
  return <Pagination currentPage={currentPage} pagesCount={pagesCount} hrefForPage={hrefForPage} renderLink={renderRouterLink} />;
}
