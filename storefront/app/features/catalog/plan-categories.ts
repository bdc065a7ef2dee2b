/** Spec §7: local and regional listings come from their category slugs (backend/seed). */
export const PLAN_CATEGORY_SLUGS = { local: 'local-esims', regional: 'regional-esims' } as const;
