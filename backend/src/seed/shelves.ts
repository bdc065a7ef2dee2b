/**
 * Shelves are collections staff arrange by hand (a `destinations` filter in collections.json,
 * the ordered-products filter in the dashboard) rather than categories a facet fills. The
 * storefront's home page reads its popular destinations from this one by slug.
 */
export const POPULAR_SHELF_SLUG = 'popular';

/** The home page shows 12 to 16 popular plans: three or four rows of four cards on a desktop. */
export const SHELF_SIZE = { min: 12, max: 16 } as const;
