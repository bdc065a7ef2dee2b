import { getCmsPage } from '@shop/api';

import type { Route } from './+types/legal-page';
import { ErrorPage } from '../components/error-page';
import { CmsPageView } from '../features/content/cms-page-view';
import { contentPageMeta } from '../features/content/content-meta';
import { loadContentPage } from '../features/content/content-route.server';
import { markdownTree } from '../features/content/markdown-tree.server';
import { legalPageOf } from '../features/content/legal-pages';
import { cataloguePage } from '../lib/cache/cache-policy';

/**
 * Spec §2 Terms (`/{lang}/Terms`, `terms.html`; the app variant `TermsApp`, `app/terms.html` in the
 * blank layout) and Privacy (`/{lang}/Privacy`, `privacy.html`): which one is the address's.
 */
export const handle = cataloguePage();

export async function loader(args: Route.LoaderArgs) {
  const { page, cmsKey } = legalPageOf(new URL(args.request.url).pathname);
  const content = await loadContentPage(args, page, async (client) => {
    const cmsPage = await getCmsPage(client, cmsKey);
    return cmsPage ? { ...cmsPage, body: markdownTree(cmsPage.body) } : null;
  });
  return { ...content, page };
}

export const meta: Route.MetaFunction = (args) =>
  contentPageMeta(args.loaderData?.page ?? 'Terms', () =>
    args.loaderData ? { title: args.loaderData.content.title, description: args.loaderData.content.metaDescription } : null,
  )(args);

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return <CmsPageView page={loaderData.content} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
