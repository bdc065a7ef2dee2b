import { useIntl } from 'react-intl';

import { PromisesBar, type PromiseItem } from '@shop/design-system';

const PROMISES: ReadonlyArray<Pick<PromiseItem, 'id' | 'icon'>> = [
  { id: 'instant', icon: 'instant' },
  { id: 'support', icon: 'support' },
  { id: 'coverage', icon: 'coverage' },
  { id: 'secure', icon: 'secure' },
];

/** Spec §2 promises bar: the shop's four promises (delivery, support, coverage, payment) as badges, a slider on phones. */
export function ShopPromisesContent() {
  const intl = useIntl();
  return (
    <PromisesBar
      promises={PROMISES.map((promise) => ({
        ...promise,
        title: intl.formatMessage({ id: `promises.${promise.id}.title` }),
        text: intl.formatMessage({ id: `promises.${promise.id}.text` }),
      }))}
    />
  );
}
