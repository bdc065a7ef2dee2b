import type { IntlShape } from 'react-intl';
import type { MetaDescriptor } from 'react-router';

import { alternateLinks, type Alternates } from '../i18n/alternates';
import { openGraph } from './open-graph';
import type { RootData } from '../react/root-data';

interface PageMetaInput {
  intl: IntlShape;
  root: RootData;
  title: string;
  description: string;
  /** The page's own address, query included when it selects the content. */
  canonicalPath: string;
  alternates: Alternates;
  /** `article` for a blog post; listings and other pages are `website`. */
  ogType?: 'website' | 'article';
  /** An absolute or root-relative picture for link previews. */
  image?: string;
}

/** What every listing and content page tells browsers, search engines and link previews. */
export function pageMeta({
  intl,
  root,
  title,
  description,
  canonicalPath,
  alternates,
  ogType = 'website',
  image,
}: PageMetaInput): MetaDescriptor[] {
  const siteName = intl.formatMessage({ id: 'meta.siteName' });
  const absolute = (path: string) => new URL(path, root.origin).toString();
  return [
    { title: `${title} | ${siteName}` },
    { name: 'description', content: description },
    ...openGraph({
      type: ogType,
      title,
      description,
      url: absolute(canonicalPath),
      siteName,
      ...(image ? { image: absolute(image) } : {}),
    }),
    ...alternateLinks(root, alternates, canonicalPath),
  ];
}
