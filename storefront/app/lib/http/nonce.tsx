import { createContext, useContext } from 'react';

/** The CSP nonce, provided by entry.server for the server render; the browser never needs it after hydration. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
