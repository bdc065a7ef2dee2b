// The newsletter plugin's dashboard extension (declared in newsletter.plugin.ts's `dashboard`):
// the subscriptions, read-only, under Customers. Built by the dashboard's Vite build, not by tsc.
import { Badge, ListPage, defineDashboardExtension, graphql } from '@vendure/dashboard';
import type { AnyRoute } from '@tanstack/react-router';

const subscriptionListDocument = graphql(`
  query NewsletterSubscriptionList($options: NewsletterSubscriptionListOptions) {
    newsletterSubscriptions(options: $options) {
      items {
        id
        createdAt
        updatedAt
        email
        state
        source
        languageCode
        lastSentAt
        confirmedAt
      }
      totalItems
    }
  }
`);

const STATE_BADGES: Record<string, 'success' | 'secondary' | 'outline'> = {
  confirmed: 'success',
  pending: 'secondary',
  unsubscribed: 'outline',
};

function SubscriptionListPage({ route }: Readonly<{ route: AnyRoute }>) {
  return (
    <ListPage
      pageId="newsletter-subscription-list"
      title="Newsletter subscriptions"
      listQuery={subscriptionListDocument}
      route={route}
      defaultVisibility={{ email: true, state: true, source: true, languageCode: true, createdAt: true, confirmedAt: true }}
      defaultSort={[{ id: 'createdAt', desc: true }]}
      onSearchTermChange={(searchTerm) => (searchTerm ? { email: { contains: searchTerm } } : {})}
      customizeColumns={{
        state: { cell: ({ row }) => <Badge variant={STATE_BADGES[row.original.state] ?? 'outline'}>{row.original.state}</Badge> },
      }}
    />
  );
}

defineDashboardExtension({
  routes: [
    {
      path: '/newsletter-subscriptions',
      loader: () => ({ breadcrumb: 'Newsletter subscriptions' }),
      navMenuItem: {
        sectionId: 'customers',
        id: 'newsletter-subscriptions',
        title: 'Newsletter',
        requiresPermission: 'ReadNewsletterSubscription',
      },
      component: (route) => <SubscriptionListPage route={route} />,
    },
  ],
});
