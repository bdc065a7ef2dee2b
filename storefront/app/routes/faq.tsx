import { getFaqs } from '@shop/api';

import type { Route } from './+types/faq';
import { ErrorPage } from '../components/error-page';
import { contentPageMeta } from '../features/content/content-meta';
import { loadContentPage } from '../features/content/content-route.server';
import { FaqPage } from '../features/content/faq-page';
import { markdownTree } from '../features/content/markdown-tree.server';
import { cataloguePage } from '../lib/cache/cache-policy';

/** Spec §2 FAQ (`/{lang}/Faq`, `faq.html`; the app variant `FaqApp`, `app/faq.html` in the blank layout). */
export const handle = cataloguePage();

export function loader(args: Route.LoaderArgs) {
  return loadContentPage(args, 'Faq', async (client) =>
    (await getFaqs(client)).map((faq) => ({ ...faq, answer: markdownTree(faq.answer) })),
  );
}

export const meta: Route.MetaFunction = contentPageMeta('Faq', (_args, intl) => ({
  title: intl.formatMessage({ id: 'meta.faq.title' }),
  description: intl.formatMessage({ id: 'meta.faq.description' }),
}));

export default function Faq({ loaderData }: Route.ComponentProps) {
  return <FaqPage faqs={loaderData.content} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
