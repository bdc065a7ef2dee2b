import type { MetaDescriptor } from 'react-router';

import { intlOfMatches } from '../../lib/react/root-data';

type MatchList = Parameters<typeof intlOfMatches>[0];

/** Title of an account page (spec §2 MyAccount); the account is nobody's search result. */
export function accountMeta(matches: MatchList, titleId: string): MetaDescriptor[] {
  const intl = intlOfMatches(matches);
  if (!intl) return [{ name: 'robots', content: 'noindex, nofollow' }];
  return [
    { title: `${intl.formatMessage({ id: titleId })} – ${intl.formatMessage({ id: 'meta.siteName' })}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}
