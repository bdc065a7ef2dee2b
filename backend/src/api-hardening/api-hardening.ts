import type { ApiOptions } from '@vendure/core';

import { trustedProxies } from '../plugins/rate-limit/client-address';
import { bodyLimitMiddleware } from './body-limit';
import { shopApiMaxBodyBytes } from './body-limit-default';
import { documentLimitsMiddleware } from './document-limits';
import { ErrorMaskingPlugin } from './error-masking.plugin';
import { GraphqlLimitsPlugin } from './graphql-limits.plugin';
import { securityHeadersMiddleware } from './security-headers';
import { shopApiUploadRefusal } from './upload-requests';

export interface ApiHardeningSettings {
  shopApiPath: string;
  adminApiPath: string;
  /** NODE_ENV=production: no introspection, no field suggestions in validation errors. */
  production: boolean;
  /** COOKIE_SECURE=true: the shop is served over HTTPS. */
  https: boolean;
  maxBodyBytes: number;
  /** TRUSTED_PROXIES: whose X-Forwarded-For names the client the expensive-operation rate counts. */
  trustedProxies: readonly string[];
}

/**
 * Everything the APIs do about hostile requests, as `apiOptions` entries (issue 15): security
 * headers, body limits, GraphQL documents measured before validation (issue 30), GraphQL limits
 * checked before execution, and unexpected errors masked.
 * Other `apiOptions` (paths, CORS, cookies) stay in config.ts.
 */
export function apiHardeningOptions(
  settings: ApiHardeningSettings,
): Required<Pick<ApiOptions, 'middleware' | 'apolloServerPlugins' | 'introspection'>> {
  return {
    middleware: [
      securityHeadersMiddleware({ https: settings.https }),
      shopApiUploadRefusal(settings.shopApiPath),
      ...bodyLimitMiddleware(settings.maxBodyBytes, { path: settings.shopApiPath, maxBytes: shopApiMaxBodyBytes(settings.maxBodyBytes) }),
      // After the body parsers: GraphQL documents measured while parsed, before Apollo validates them.
      ...documentLimitsMiddleware(settings),
    ],
    apolloServerPlugins: [
      new GraphqlLimitsPlugin(settings.adminApiPath, trustedProxies(settings.trustedProxies)),
      new ErrorMaskingPlugin({ hideSuggestions: settings.production }),
    ],
    // Tools (codegen, the dashboard's build, GraphiQL) introspect in development only.
    introspection: !settings.production,
  };
}
