import { isSidebarContentKey, type SidebarContentKey, type SidebarParams } from '@shop/machines/sidebar';

/**
 * A panel asked for in the address (`?panel=orders`, `?panel=orderDetails&orderId=…`), e.g. by a
 * link in an email or the app: the sidebar machine shows login first when it is protected.
 */
export function requestedPanel(search: string): { key: SidebarContentKey; params: SidebarParams } | null {
  const query = new URLSearchParams(search);
  const key = query.get('panel');
  if (key === null || !isSidebarContentKey(key)) return null;
  if (key !== 'orderDetails') return { key, params: {} };
  const orderId = query.get('orderId');
  return orderId ? { key, params: { orderId } } : null;
}
