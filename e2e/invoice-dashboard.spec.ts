import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';

import { adminClient, placePaidOrder, variantIdBySku } from '../backend/test/support/admin-orders.mjs';
import { dashboardAt, newStaffMember, setDashboardLanguage } from './support/dashboard';
import { backendUrl } from './support/admin-api';

/*
 * Issue 35 point 1: staff open a paid order in Vendure's dashboard and download its invoice from
 * the order's "Invoices and credit notes" block (backend/src/plugins/account/dashboard/): the file
 * is the one the Admin API serves, named by its number. In French the block reads from the plugin's catalog.
 */

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

test('staff read a quarter’s OSS report and download it as CSV', async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await adminClient(backendUrl());
  await placePaidOrder(admin, {
    lines: [{ variantId: await variantIdBySku(admin, 'FR-1GB-7D'), quantity: 1 }],
    email: `oss-staff-${Date.now()}@example.com`,
  });
  // Today's quarter where the seller is (seller.json's zone): the one the order's invoice is in.
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .split('-')
    .map(Number);
  const quarter = Math.ceil((month ?? 1) / 3);
  const { ossReport } = await admin.request<{ ossReport: { csv: string; rows: Array<{ memberState: string }> } }>(
    'query ($year: Int!, $quarter: Int!) { ossReport(year: $year, quarter: $quarter) { csv rows { memberState } } }',
    { year, quarter },
  );
  expect(ossReport.rows.length).toBeGreaterThan(0);

  const { context, page } = await dashboardAt(browser, '/oss-report', await newStaffMember());
  try {
    await page.getByLabel('Year').fill(String(year));
    await page.getByLabel('Quarter').selectOption(String(quarter));
    const table = page.getByRole('table');
    for (const row of ossReport.rows)
      await expect(
        table
          .getByRole('row')
          .filter({ hasText: `(${row.memberState})` })
          .first(),
      ).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`oss-${String(year)}-Q${quarter}.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe('year,quarter,member_state,scheme,vat_rate,currency,taxable_amount,vat_amount,invoices,credit_notes');
    expect(csv.split('\r\n')).toHaveLength(ossReport.csv.split('\r\n').length);

    // The page starts again on the last quarter in the new language.
    await setDashboardLanguage(page, 'fr');
    await page.getByLabel('Année').fill(String(year));
    await page.getByLabel('Trimestre').selectOption(String(quarter));
    await expect(page.getByRole('button', { name: 'Télécharger le CSV' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Base imposable' })).toBeVisible();
  } finally {
    await context.close();
  }
});
