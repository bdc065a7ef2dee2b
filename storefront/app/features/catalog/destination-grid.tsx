import { useIntl } from 'react-intl';
import type { ListingItem } from '@shop/api';
import { ProductCard } from '@shop/design-system';

import { productPath } from '../../lib/routing/product-path';
import { renderRouterLink } from '../../lib/routing/router-link';
import { useLocale } from '../../lib/i18n/locale-route';

/** Destinations as cards: flag, name and the lowest price, each linking to its product page. */
interface DestinationGridProps {
  /** A listing's items, or just the fields a card shows (the home page's popular destinations). */
  items: ReadonlyArray<Pick<ListingItem, 'slug' | 'name' | 'flagCode' | 'fromPrice'>>;
  headingLevel?: 'h2' | 'h3';
  /** Beside a filter column there is room for three cards a row, not four. */
  besideFilters?: boolean;
}

export function DestinationGrid({ items, headingLevel = 'h2', besideFilters = false }: DestinationGridProps) {
  const intl = useIntl();
  const locale = useLocale();
  if (items.length === 0) {
    return <p className="py-8 text-center text-muted-foreground">{intl.formatMessage({ id: 'home.empty' })}</p>;
  }
  return (
    <ul className={`grid grid-cols-1 gap-3 mobileWide:grid-cols-2 tablet:grid-cols-3 ${besideFilters ? '' : 'desktop:grid-cols-4'}`}>
      {items.map((item) => (
        <li key={item.slug}>
          <ProductCard
            title={item.name}
            flagCode={item.flagCode}
            href={productPath(locale, item.slug)}
            price={item.fromPrice}
            renderLink={renderRouterLink}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
