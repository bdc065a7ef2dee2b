// Issue 30's scenario for bench:abuse: 4 clients (each its own address, as shoppers behind the
// storefront are) send the worst documents the Shop API lets through, and the one it measures
// first, 5 requests a second each, open-loop, while the bench samples a trivial query.

const WORST_DOCUMENTS_CLIENTS = 4;
const WORST_DOCUMENTS_PER_SECOND = 5;
const WINDOW_MS = 10_000;

const repeat = (count, text) => Array.from({ length: count }, (_, index) => text(index)).join(' ');

/** Issue 30's 11.5 KB document: 500 repeated fields (validation 85–350 ms on main before graphql-js gave up). */
const REPEATED_FIELDS_QUERY = `query { ${repeat(500, () => 'activeChannel { code }')} }`;

/**
 * What each client cycles through: the repeated fields, then the costliest documents the limits
 * let through or once let through — of validation (45 fragments spread in one selection: every
 * pair compared), of cost (the catalogue document of 8 collections × 8 variants × their product's
 * variants, 4,898 until variant rows cost 25, then 18,978 and refused; products with their facet
 * values or their collections, which cost 2,110 for 100 of them until those lookups cost what
 * they take (0.6–0.9 s and 0.3–0.4 s on their own), now as many as fit), and of search (10
 * searches with a term, 20 rows each).
 */
const WORST_DOCUMENTS = [
  { name: 'repeated-fields', query: REPEATED_FIELDS_QUERY },
  {
    name: 'validation-edge',
    query: `{ activeChannel { ${repeat(45, (index) => `...F${index}`)} } } ${repeat(45, (index) => `fragment F${index} on Channel { a${index}: id }`)}`,
  },
  {
    name: 'cost-edge',
    query:
      '{ collections(options:{take:8}) { items { productVariants(options:{take:8}) { items { id name price product { id name variants { id name price } } } } } } }',
  },
  // The most products of each shape the cost limit lets through: 49 × 111 + 10 = 5,449; 89 × 61 + 10 = 5,439.
  { name: 'product-facets', query: '{ products(options: { take: 49 }) { items { id name facetValues { name } } } }' },
  { name: 'product-collections', query: '{ products(options: { take: 89 }) { items { id name collections { id name } } } }' },
  {
    name: 'searches',
    query: `{ ${repeat(10, (index) => `s${index}: search(input: { term: "${['jap', 'eur', 'ame', 'asi', 'gl'][index % 5]}", take: 20 }) { totalItems items { slug productName } }`)} }`,
  },
];

/**
 * The bench's scenario: `send(url, init, timeoutMs)` is the bench's request function (status, ms,
 * text()). Answers `{ verdict, ms }` per request: status and error code.
 */
export function worstDocumentsScenario(shopApiUrl, send) {
  return {
    name: 'worst-documents',
    title: `${WORST_DOCUMENTS_CLIENTS} clients × ${WORST_DOCUMENTS_PER_SECOND} req/s for ${WINDOW_MS / 1000} s of the worst documents (${WORST_DOCUMENTS.map((document) => document.name).join(', ')})`,
    single: true,
    once: async () => {
      const answers = [];
      const pending = [];
      const startedAt = performance.now();
      for (let sent = 0; performance.now() - startedAt < WINDOW_MS; sent += 1) {
        for (let client = 0; client < WORST_DOCUMENTS_CLIENTS; client += 1) {
          const document = WORST_DOCUMENTS[(sent + client) % WORST_DOCUMENTS.length];
          pending.push(
            send(shopApiUrl, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${10 + client}` },
              body: JSON.stringify({ query: document.query }),
            }).then((answer) => {
              let code = '';
              try {
                code = JSON.parse(answer.text()).errors?.[0]?.extensions?.code ?? '';
              } catch {
                // not JSON: the status says it
              }
              answers.push({ verdict: `${document.name} ${answer.status}${code ? ` ${code}` : ''}`, ms: answer.ms, status: answer.status });
            }),
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 1000 / WORST_DOCUMENTS_PER_SECOND));
      }
      await Promise.all(pending);
      return answers;
    },
  };
}
