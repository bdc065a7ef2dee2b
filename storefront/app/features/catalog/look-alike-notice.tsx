import { useIntl } from 'react-intl';
import { Link } from 'react-router';

import type { Product } from '@shop/api';
import { Flag } from '@shop/design-system';

import { useLocale } from '../../lib/i18n/locale-route';
import { productPath } from '../../lib/routing/product-path';

/**
 * Issue #3 look-alike guard: wrong-country purchases are the top complaint of eSIM shops, so a
 * destination whose name is easily confused says which country it is and links the other ones.
 */
export function LookAlikeNotice({ product }: { product: Pick<Product, 'region' | 'lookAlikes'> }) {
  const intl = useIntl();
  const locale = useLocale();
  const others = product.lookAlikes.filter((other) => other.slug !== null);
  if (others.length === 0) return null;
  return (
    <aside
      aria-label={intl.formatMessage({ id: 'product.lookAlike' }, { name: product.region })}
      className="rounded-lg border border-border bg-muted p-4"
    >
      <p className="font-semibold">{intl.formatMessage({ id: 'product.lookAlike' }, { name: product.region })}</p>
      <ul className="mt-2 flex flex-wrap gap-3">
        {others.map((other) => (
          <li key={other.code}>
            <Link to={productPath(locale, other.slug ?? '')} className="inline-flex items-center gap-2 font-medium text-primary underline">
              <Flag code={other.code} size="sm" />
              {intl.formatMessage({ id: 'product.lookAlikeLink' }, { name: other.name })}
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
