import type { IntlShape } from 'react-intl';
import type { MetaDescriptor } from 'react-router';

import { alternateLinks, type Alternates } from './alternates';
import { openGraph } from './open-graph';
import type { RootData } from './root-data';

interface ListingPageMetaInput {
  intl: IntlShape;
  root: RootData;
  title: string;
  description: string;
  /** The page's own address, query included when it selects the content. */
  canonicalPath: string;
  alternates: Alternates;
}

/** What every listing page (home, offers, categories) tells browsers, search engines and link previews. */
export function listingPageMeta({ intl, root, title, description, canonicalPath, alternates }: ListingPageMetaInput): MetaDescriptor[] {
  const siteName = intl.formatMessage({ id: 'meta.siteName' });
  return [
    { title: `${title} | ${siteName}` },
    { name: 'description', content: description },
    ...openGraph({ type: 'website', title, description, url: new URL(canonicalPath, root.origin).toString(), siteName }),
    ...alternateLinks(root, alternates, canonicalPath),
  ];
}
