// What the integration project's global setup provides (api/test-support/global-setup.ts declares the same for api/).
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    shopApiUrl: string;
    mailboxDir: string;
  }
}
