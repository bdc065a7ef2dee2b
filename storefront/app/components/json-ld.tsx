import { useNonce } from '../lib/http/nonce';
import { jsonInScript } from '../lib/http/json-in-script';

/** Structured data for search engines, under the page's CSP nonce like every inline script. */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: jsonInScript(data) }} />
  );
}
