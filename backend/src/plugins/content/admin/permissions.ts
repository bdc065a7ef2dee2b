import { CrudPermissionDefinition } from '@vendure/core';

/**
 * CreateShopContent, ReadShopContent, UpdateShopContent, DeleteShopContent: the blog, FAQs, CMS
 * pages and contact configuration, given to staff roles in the dashboard (the superadmin has them).
 */
export const shopContentPermission = new CrudPermissionDefinition(
  'ShopContent',
  (operation) => `Grants permission to ${operation} the shop's content (blog, FAQs, pages, contact details)`,
);
