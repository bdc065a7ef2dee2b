// What the integration project's global setup provides (api/test-support/global-setup.ts declares the same for api/).
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    shopApiUrl: string;
    cardGatewayUrl: string;
    /** Read by api/test-support/paypal-sandbox.ts, whose buyer's approval the abuse-limits test reuses. */
    paypalUrl: string;
    mailboxDir: string;
  }
}
