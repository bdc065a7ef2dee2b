/**
 * The dashboard input of the ordered-products collection filter: named by the filter's argument
 * (ordered-products-filter.ts, the server's build) and registered by dashboard/index.tsx (the
 * dashboard's Vite build). A file of its own so the dashboard imports no server code.
 */
export const ORDERED_PRODUCTS_INPUT_ID = 'catalog.ordered-products-input';
