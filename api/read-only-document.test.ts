import { describe, expect, it } from 'vitest';

import { isReadOnlyDocument } from './read-only-document';

describe('isReadOnlyDocument', () => {
  it.each([
    '{ activeChannel { code } }',
    'query Cart { activeOrder { code } }',
    'fragment Line on OrderLine { id } query Cart { activeOrder { lines { ...Line } } }',
    'query Search($term: String!) { search(input: { term: $term }) { totalItems } } # no mutation here',
    'query { product(slug: "} mutation") { name } }',
  ])('reads only: %s', (document) => {
    expect(isReadOnlyDocument(document)).toBe(true);
  });

  it.each([
    'mutation { addItemToOrder(productVariantId: 1, quantity: 1) { __typename } }',
    '  mutation AddItem($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { __typename } }',
    'fragment O on Order { id } mutation { setOrderShippingMethod(shippingMethodId: [1]) { ...O } }',
    'subscription { orderChanged { id } }',
  ])('writes: %s', (document) => {
    expect(isReadOnlyDocument(document)).toBe(false);
  });
});
