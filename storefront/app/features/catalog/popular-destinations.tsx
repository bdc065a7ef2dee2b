import { useIntl } from 'react-intl';
import { Link } from 'react-router';

import type { PlanType } from '@shop/api';
import { buttonVariants, cn } from '@shop/design-system';

import { useLocale } from '../../lib/i18n/locale-route';
import { DestinationGrid } from './destination-grid';
import type { DestinationCard, PopularShelf } from './destination-tabs.server';
import { offersPath } from './plan-type-param';
import { PlanTypeTabs } from './plan-type-tabs';

const SEE_ALL_MESSAGE: Record<PlanType, string> = { local: 'home.popular.allLocal', regional: 'home.popular.allRegional' };

/**
 * The home page's popular destinations (the shelf staff arrange in the dashboard) in the Local and
 * Regional tabs, each ending with the way to every destination of its type on the offers page.
 */
export function PopularDestinations({ shelf }: { shelf: PopularShelf }) {
  const intl = useIntl();
  const locale = useLocale();
  const panel = (planType: PlanType, cards: DestinationCard[]) => (
    <div className="flex flex-col gap-4">
      <DestinationGrid items={cards} headingLevel="h3" />
      {/* Wraps where the German label is wider than a 320 px phone (issue 19). */}
      <Link
        to={offersPath(locale, planType)}
        className={cn(buttonVariants({ variant: 'secondary' }), 'h-auto min-h-11 self-start py-2 text-center whitespace-normal')}
      >
        {intl.formatMessage({ id: SEE_ALL_MESSAGE[planType] }, { count: shelf.totals[planType] })}
      </Link>
    </div>
  );
  return (
    <section aria-labelledby="popular-destinations" className="flex flex-col gap-2">
      <h2 id="popular-destinations" className="text-2xl font-semibold tracking-tight">
        {intl.formatMessage({ id: 'home.popular.heading' })}
      </h2>
      <PlanTypeTabs local={panel('local', shelf.local)} regional={panel('regional', shelf.regional)} />
    </section>
  );
}
