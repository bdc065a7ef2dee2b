// The newsletter plugin's dashboard extension (declared in newsletter.plugin.ts's `dashboard`):
// the subscriptions, read-only, under Customers, as a list page of the dashboard's kit. Texts in
// the 8 languages in i18n/*.po (`npm run dashboard:i18n`). Built by the dashboard's Vite build,
// not by tsc.
import { Badge, ListPage, defineDashboardExtension, graphql } from '@vendure/dashboard';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

// Column names, in the dashboard's convention: it looks up `fieldName.<column>` for a column's
// header and its column and filter menus (email and languageCode as the review and contact lists say them).
const COLUMNS = {
  email: msg({ id: 'fieldName.email', message: 'Email' }),
  source: msg({ id: 'fieldName.source', message: 'Signed up from' }),
  languageCode: msg({ id: 'fieldName.languageCode', message: 'Language' }),
  confirmedAt: msg({ id: 'fieldName.confirmedAt', message: 'Confirmed at' }),
  lastSentAt: msg({ id: 'fieldName.lastSentAt', message: 'Last email sent at' }),
};

const STATES: Record<string, { label: ReturnType<typeof msg>; variant: 'success' | 'secondary' | 'outline' }> = {
  confirmed: { label: msg`Confirmed`, variant: 'success' },
  pending: { label: msg`Awaiting confirmation`, variant: 'secondary' },
  unsubscribed: { label: msg`Unsubscribed`, variant: 'outline' },
};

function SubscriptionListPage({ route }: Readonly<{ route: AnyRoute }>) {
  const { i18n } = useLingui();
  const header = (column: keyof typeof COLUMNS) => () => i18n._(COLUMNS[column]);
  return (
    <ListPage
      pageId="newsletter-subscription-list"
      title={<Trans>Newsletter subscriptions</Trans>}
      listQuery={subscriptionListDocument}
      route={route}
      defaultVisibility={{ email: true, state: true, source: true, languageCode: true, createdAt: true, confirmedAt: true }}
      defaultSort={[{ id: 'createdAt', desc: true }]}
      onSearchTermChange={(searchTerm) => (searchTerm ? { email: { contains: searchTerm } } : {})}
      customizeColumns={{
        email: { header: header('email') },
        source: { header: header('source') },
        languageCode: { header: header('languageCode') },
        confirmedAt: { header: header('confirmedAt') },
        lastSentAt: { header: header('lastSentAt') },
        state: {
          cell: ({ row }) => {
            const state = STATES[row.original.state];
            return state ? <Badge variant={state.variant}>{i18n._(state.label)}</Badge> : row.original.state;
          },
        },
      }}
    />
  );
}

defineDashboardExtension({
  routes: [
    {
      path: '/newsletter-subscriptions',
      loader: () => ({ breadcrumb: () => <Trans>Newsletter subscriptions</Trans> }),
      navMenuItem: {
        sectionId: 'customers',
        id: 'newsletter-subscriptions',
        title: /* i18n */ 'Newsletter',
        requiresPermission: 'ReadNewsletterSubscription',
      },
      component: (route) => <SubscriptionListPage route={route} />,
    },
  ],
});
