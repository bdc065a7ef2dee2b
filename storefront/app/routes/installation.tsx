import { getCmsPage, getCompatibleDevices } from '@shop/api';

import type { Route } from './+types/installation';
import { ErrorPage } from '../components/error-page';
import { shopConfig } from '../config.server';
import { CmsPageView } from '../features/content/cms-page-view';
import { contentPageMeta } from '../features/content/content-meta';
import { loadContentPage } from '../features/content/content-route.server';
import { InstallationExtras } from '../features/content/installation-extras';
import { markdownTree } from '../features/content/markdown-tree.server';
import { cataloguePage } from '../lib/cache/cache-policy';

/**
 * Spec §2 Installation (`/{lang}/Installation`, `installation.html`; the app variant
 * `InstallationApp` in the blank layout): the guide, the video tutorials and the compatibility lists.
 */
export const handle = cataloguePage();

export async function loader(args: Route.LoaderArgs) {
  const page = await loadContentPage(args, 'Installation', async (client) => {
    const [cmsPage, devices] = await Promise.all([getCmsPage(client, 'installation'), getCompatibleDevices(client)]);
    return cmsPage ? { page: { ...cmsPage, body: markdownTree(cmsPage.body) }, devices } : null;
  });
  return { ...page, videos: shopConfig().installVideos };
}

export const meta: Route.MetaFunction = contentPageMeta('Installation', ({ loaderData }) =>
  loaderData ? { title: loaderData.content.page.title, description: loaderData.content.page.metaDescription } : null,
);

export default function Installation({ loaderData }: Route.ComponentProps) {
  return (
    <CmsPageView page={loaderData.content.page}>
      <InstallationExtras videos={loaderData.videos} devices={loaderData.content.devices} />
    </CmsPageView>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
