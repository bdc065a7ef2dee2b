// The Admin API document of the security log page (api/api-extensions.ts). A .tsx file: the
// backend's tsc compiles src/**/*.ts only, and this belongs to the dashboard's Vite build.
import { graphql } from '@vendure/dashboard';

export const securityLogDocument = graphql(`
  query SecurityLog($options: SecurityLogEntryListOptions) {
    securityLog(options: $options) {
      items {
        id
        createdAt
        event
        outcome
        username
        clientAddress
        reason
        detail
      }
      totalItems
    }
  }
`);
