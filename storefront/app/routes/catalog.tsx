import type { Route } from './+types/catalog';
import { catalogResponse } from '../i18n/catalog-asset.server';

/** `/i18n/<locale>.<hash>.json`: one language's texts, a static asset named after its content (lib/i18n/catalog.ts). */
export function loader({ params, request }: Route.LoaderArgs) {
  return catalogResponse(params.file, request.headers.get('accept-encoding'));
}
