import { useIntl } from 'react-intl';

import { Pagination } from '@shop/design-system';

import { renderRouterLink } from '../lib/router-link';

interface ShopPaginationProps {
  currentPage: number;
  pagesCount: number;
  hrefForPage: (page: number) => string;
}

/** A listing's page links (categories, the blog, reviews) with the shop's translated labels and client-side navigation. */
export function ShopPagination({ currentPage, pagesCount, hrefForPage }: ShopPaginationProps) {
  const intl = useIntl();
  return (
    <Pagination
      currentPage={currentPage}
      pagesCount={pagesCount}
      hrefForPage={hrefForPage}
      label={intl.formatMessage({ id: 'pagination.label' })}
      previousLabel={intl.formatMessage({ id: 'pagination.previous' })}
      nextLabel={intl.formatMessage({ id: 'pagination.next' })}
      pageLabel={(page) => intl.formatMessage({ id: 'pagination.page' }, { page })}
      renderLink={renderRouterLink}
    />
  );
}
