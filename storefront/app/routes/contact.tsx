import { getContactConfiguration } from '@shop/api';

import type { Route } from './+types/contact';
import { ErrorPage } from '../components/error-page';
import { contentPageMeta } from '../features/content/content-meta';
import { loadContentPage } from '../features/content/content-route.server';
import { ContactPage } from '../features/contact/contact-page';
import { cataloguePage } from '../lib/cache/cache-policy';

/** Spec §2 Contact (`/{lang}/Contact`, `contact.html`). */
export const handle = cataloguePage();

export function loader(args: Route.LoaderArgs) {
  return loadContentPage(args, 'Contact', (client) => getContactConfiguration(client));
}

export const meta: Route.MetaFunction = contentPageMeta('Contact', (_args, intl) => ({
  title: intl.formatMessage({ id: 'meta.contact.title' }),
  description: intl.formatMessage({ id: 'meta.contact.description' }),
}));

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactPage contact={loaderData.content} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
