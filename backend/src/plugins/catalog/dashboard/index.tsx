// The catalog plugin's dashboard extension (declared in catalog.plugin.ts's `dashboard`): the
// input of the "Products in the order listed" collection filter, its texts in the 8 languages in
// i18n/*.po (`npm run dashboard:i18n`). Built by the dashboard's Vite build
// (backend/vite.dashboard.config.mts), not by the backend's tsc.
import { defineDashboardExtension } from '@vendure/dashboard';

import { ORDERED_PRODUCTS_INPUT_ID } from '../ordered-products-input-id';
import { OrderedProductsInput } from './ordered-products-input';

defineDashboardExtension({
  customFormComponents: {
    customFields: [{ id: ORDERED_PRODUCTS_INPUT_ID, component: OrderedProductsInput }],
  },
});
