import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';

import { intlOfMatches } from '../react/root-data';

export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

type MatchList = Parameters<typeof intlOfMatches>[0];

/** Title of the error page in the shopper's language; error pages are not for search engines. */
export function errorMeta(matches: MatchList, error: unknown): MetaDescriptor[] {
  const intl = intlOfMatches(matches);
  const titleKey = isNotFound(error) ? 'error.notFound.title' : 'error.generic.title';
  const title = intl ? `${intl.formatMessage({ id: titleKey })} | ${intl.formatMessage({ id: 'meta.siteName' })}` : 'An error occured';
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

/** Wraps a route's meta so an errored render still gets a translated title. */
export function withErrorMeta<Args extends { matches: MatchList; error?: unknown }>(
  meta: (args: Args) => MetaDescriptor[],
): (args: Args) => MetaDescriptor[] {
  return (args) => (args.error ? errorMeta(args.matches, args.error) : meta(args));
}
