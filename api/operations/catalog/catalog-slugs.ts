import type { CallOptions, ShopClient } from '../../client';
import { graphql, requestTyped } from '../../graphql';

const PAGE_SIZE = 100;
// A bound against a runaway loop if the backend ever misreports its total.
const MAX_PAGES = 100;

const SLUG_PAGE_DOCUMENT = graphql(`
  query CatalogSlugs($input: SearchInput!) {
    search(input: $input) { totalItems items { productId slug productName } }
  }
`);

/** Every product's slug and name in the client's language, by name: the sitemaps, the review form's destinations. */
export async function listCatalogSlugs(
  client: ShopClient,
  options: CallOptions = {},
): Promise<Array<{ id: string; slug: string; name: string }>> {
  const slugs: Array<{ id: string; slug: string; name: string }> = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { search } = await requestTyped(
      client,
      'listCatalogSlugs',
      SLUG_PAGE_DOCUMENT,
      { input: { groupByProduct: true, take: PAGE_SIZE, skip: page * PAGE_SIZE, sort: { name: 'ASC' } } },
      options,
    );
    slugs.push(...search.items.map((item) => ({ id: item.productId, slug: item.slug, name: item.productName })));
    if (slugs.length >= search.totalItems || search.items.length === 0) break;
  }
  return slugs;
}
