import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';

import { adminClient, placePaidOrder, variantIdBySku } from '../backend/test/support/admin-orders.mjs';
import { dashboardAt, newStaffMember, setDashboardLanguage } from './support/dashboard';

/*
 * Issue 35 point 1: staff open a paid order in Vendure's dashboard and download its invoice from
 * the order's "Invoices and credit notes" block (backend/src/plugins/account/dashboard/): the file
 * is the one the Admin API serves, named by its number. In French the block reads from the plugin's catalog.
 */

function backendUrl(): string {
  const url = process.env['BACKEND_URL'];
  if (!url) throw new Error('BACKEND_URL is not set: run the journeys through playwright.config.ts');
  return url;
}

test('staff download a paid order’s invoice from its page', async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await adminClient(backendUrl());
  const order = await placePaidOrder(admin, {
    lines: [{ variantId: await variantIdBySku(admin, 'FR-1GB-7D'), quantity: 1 }],
    email: `invoice-staff-${Date.now()}@example.com`,
  });
  const { order: issued } = await admin.request<{ order: { invoiceDocuments: Array<{ id: string; number: string }> } }>(
    'query ($id: ID!) { order(id: $id) { invoiceDocuments { id number } } }',
    { id: order.id },
  );
  const [invoice] = issued.invoiceDocuments;
  if (!invoice) throw new Error(`Order ${order.code} has no invoice`);

  const { context, page } = await dashboardAt(browser, `/orders/${order.id}`, await newStaffMember());
  try {
    const block = page.getByTestId('order-invoice-documents');
    const row = block.getByRole('row').filter({ hasText: invoice.number });
    await expect(row).toContainText('Invoice');
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`${invoice.number}.pdf`);
    const bytes = await readFile(await download.path());
    const { invoiceDocumentFile } = await admin.request<{ invoiceDocumentFile: { pdfBase64: string } }>(
      'query ($id: ID!) { invoiceDocumentFile(id: $id) { pdfBase64 } }',
      { id: invoice.id },
    );
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.equals(Buffer.from(invoiceDocumentFile.pdfBase64, 'base64'))).toBe(true);

    await setDashboardLanguage(page, 'fr');
    await expect(page.getByText('Factures et avoirs')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Télécharger le PDF' })).toBeVisible();
    await expect(row).toContainText('Facture');
  } finally {
    await context.close();
  }
});
