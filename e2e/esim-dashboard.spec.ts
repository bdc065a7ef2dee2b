import { readdir } from 'node:fs/promises';

import { expect, test } from '@playwright/test';

import { adminClient, placePaidOrder, variantIdBySku } from '../backend/test/support/admin-orders.mjs';
import { dashboardAt, newStaffMember, setDashboardLanguage } from './support/dashboard';
import { waitForMail } from './support/mailbox';
import { mailboxDir } from './support/purchase';
import { backendUrl } from './support/admin-api';

/*
 * Issue 32 point 4: staff open a paid order in Vendure's dashboard, see its eSIMs in the eSIM block
 * (backend/src/plugins/esim-delivery/dashboard/), resend the delivery email (the outbox gets a
 * second one) and cancel an unused eSIM at the supplier with its refund; the order's history says
 * both, naming the eSIM by its ICCID's last 4 digits. In French the block reads from the plugin's catalog.
 */

const MAIL_WITHIN_MS = 30_000;

async function mailCount(recipient: string): Promise<number> {
  return (await readdir(mailboxDir())).filter((name) => name.includes(`_${recipient}_`) && name.endsWith('.eml')).length;
}

interface AdminOrder {
  esims: Array<{ iccid: string }>;
  lines: Array<{ proratedUnitPriceWithTax: number }>;
  payments: Array<{ refunds: Array<{ state: string; total: number }> }>;
}

test('staff see a paid order’s eSIMs, resend the delivery email and cancel an unused eSIM with its refund', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await adminClient(backendUrl());
  const email = `esim-staff-${Date.now()}@example.com`;
  const order = await placePaidOrder(admin, { lines: [{ variantId: await variantIdBySku(admin, 'FR-1GB-7D'), quantity: 2 }], email });
  await waitForMail(mailboxDir(), email, performance.now() + MAIL_WITHIN_MS);
  const adminOrder = async () =>
    (
      await admin.request<{ order: AdminOrder }>(
        'query ($id: ID!) { order(id: $id) { esims { iccid } lines { proratedUnitPriceWithTax } payments { refunds { state total } } } }',
        { id: order.id },
      )
    ).order;
  const [kept, cancelled] = (await adminOrder()).esims.map((esim) => esim.iccid);
  if (!kept || !cancelled) throw new Error(`Order ${order.code} has no two eSIMs`);

  const { context, page } = await dashboardAt(browser, `/orders/${order.id}`, await newStaffMember());
  try {
    const block = page.getByTestId('order-esims');
    await expect(block.getByRole('row').filter({ hasText: kept })).toContainText('Not installed');
    await expect(block.getByRole('row').filter({ hasText: cancelled })).toContainText('Issued');
    await expect(block).toContainText('sandbox');

    // Resent even though it was sent: a second delivery email in the outbox.
    await block.getByRole('button', { name: 'Resend email' }).click();
    await expect(page.getByText(`The delivery email was queued again to ${email}`)).toBeVisible();
    await expect.poll(() => mailCount(email), { timeout: MAIL_WITHIN_MS }).toBe(2);

    // Cancelled at the supplier after the confirmation, its price refunded.
    const ending = `…${cancelled.slice(-4)}`;
    await block.getByRole('row').filter({ hasText: cancelled }).getByRole('button', { name: 'Cancel at supplier' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText(`Cancel eSIM ${ending} at the supplier?`)).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Refund this eSIM’s price to the customer' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Cancel the eSIM' }).click();
    await expect(page.getByText(`eSIM ${ending} cancelled at the supplier`)).toBeVisible();
    await expect(block.getByRole('row').filter({ hasText: cancelled })).toContainText('Cancelled');
    await expect(block.getByRole('row').filter({ hasText: cancelled }).getByRole('button', { name: 'Cancel at supplier' })).toHaveCount(0);
    await expect(block.getByRole('row').filter({ hasText: kept })).toContainText('Issued');

    const after = await adminOrder();
    const itemPrice = after.lines[0]?.proratedUnitPriceWithTax;
    // A manual payment has no gateway: Vendure records the refund pending, for staff to settle.
    expect(after.payments[0]?.refunds).toEqual([{ state: 'Pending', total: itemPrice }]);

    // The order's history, refreshed with the page.
    await expect(page.getByText(`Resent the eSIM delivery email (…${kept.slice(-4)}, ${ending})`)).toBeVisible();
    await expect(page.getByText(`Cancelled eSIM ${ending} at the supplier (sandbox)`)).toBeVisible();

    await setDashboardLanguage(page, 'fr');
    await expect(page.getByRole('button', { name: 'Renvoyer l’e-mail' })).toBeVisible();
    await expect(block.getByRole('row').filter({ hasText: cancelled })).toContainText('Annulée');
  } finally {
    await context.close();
  }
});
