import { data } from 'react-router';

import type { Route } from './+types/not-found';
import { ErrorPage } from '../components/error-page';
import { errorMeta } from '../lib/seo/error-meta';

/** Any path no route claims: the spec's 404 page with status 404. */
export function loader(): never {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

export const meta: Route.MetaFunction = ({ matches, error }) => (error ? errorMeta(matches, error) : []);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
