import type { MetaDescriptor } from 'react-router';

import type { Alternates } from '../../lib/i18n/alternates';
import { withErrorMeta } from '../../lib/seo/error-meta';
import { pageMeta } from '../../lib/seo/page-meta';
import { intlOfMatches, rootDataOf } from '../../lib/react/root-data';
import { contentPath, type ContentPage } from '../../lib/routing/content-paths';

type MetaArgs = Parameters<Parameters<typeof withErrorMeta>[0]>[0] & { loaderData?: { alternates: Alternates; app: boolean } | undefined };

interface ContentMetaTexts {
  title: string;
  description: string;
}

/**
 * A content page's meta: title, description, canonical and hreflang (the web page's address in
 * every language). The app variants name the web page as canonical and stay out of search results.
 */
export function contentPageMeta<Args extends MetaArgs>(
  page: ContentPage,
  texts: (args: Args, intl: NonNullable<ReturnType<typeof intlOfMatches>>) => ContentMetaTexts | null,
) {
  return withErrorMeta((args: Args): MetaDescriptor[] => {
    const intl = intlOfMatches(args.matches);
    const root = rootDataOf(args.matches);
    const found = intl ? texts(args, intl) : null;
    if (!intl || !root || !found) return [];
    const meta = pageMeta({
      intl,
      root,
      ...found,
      canonicalPath: contentPath(root.locale, page),
      alternates: args.loaderData?.alternates ?? {},
    });
    return args.loaderData?.app ? [...meta, { name: 'robots', content: 'noindex, follow' }] : meta;
  });
}
