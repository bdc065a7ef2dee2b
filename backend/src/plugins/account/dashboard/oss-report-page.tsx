// Sales › OSS report (issue 35 point 2): a quarter's VAT per member state and rate, from the
// invoices and credit notes issued in it, as the One-Stop-Shop return asks for it; the same rows
// as CSV for the accountant.
import {
  api,
  Badge,
  Button,
  Page,
  PageBlock,
  PageLayout,
  PageTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  useLocalFormat,
} from '@vendure/dashboard';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';

import { ossReportDocument } from './documents';
import { saveFile } from './save-file';

interface OssRow {
  memberState: string;
  scheme: string;
  vatRate: number;
  currencyCode: string;
  taxableAmount: number;
  vatAmount: number;
  invoices: number;
  creditNotes: number;
}

/** The quarter before the current one: the one a return is filed for. */
function lastQuarter(now = new Date()): { year: number; quarter: number } {
  const current = Math.floor(now.getMonth() / 3) + 1;
  return current === 1 ? { year: now.getFullYear() - 1, quarter: 4 } : { year: now.getFullYear(), quarter: current - 1 };
}

function Rows({ rows }: Readonly<{ rows: OssRow[] }>) {
  const { i18n } = useLingui();
  const { formatCurrency } = useLocalFormat();
  const regions = new Intl.DisplayNames([i18n.locale], { type: 'region' });
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>
            <Trans>Member state</Trans>
          </TableHead>
          <TableHead>
            <Trans>Scheme</Trans>
          </TableHead>
          <TableHead className="text-right">
            <Trans>VAT rate</Trans>
          </TableHead>
          <TableHead className="text-right">
            <Trans>Taxable amount</Trans>
          </TableHead>
          <TableHead className="text-right">
            <Trans>VAT</Trans>
          </TableHead>
          <TableHead className="text-right">
            <Trans>Invoices</Trans>
          </TableHead>
          <TableHead className="text-right">
            <Trans>Credit notes</Trans>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={`${row.memberState}-${row.vatRate}-${row.currencyCode}`}>
            <TableCell>
              {regions.of(row.memberState) ?? row.memberState} ({row.memberState})
            </TableCell>
            <TableCell>
              <Badge variant={row.scheme === 'OSS' ? 'secondary' : 'outline'}>
                {row.scheme === 'OSS' ? <Trans>OSS</Trans> : <Trans>Domestic</Trans>}
              </Badge>
            </TableCell>
            <TableCell className="text-right">{percent.format(row.vatRate / 100)}</TableCell>
            <TableCell className="text-right">{formatCurrency(row.taxableAmount, row.currencyCode)}</TableCell>
            <TableCell className="text-right">{formatCurrency(row.vatAmount, row.currencyCode)}</TableCell>
            <TableCell className="text-right">{row.invoices}</TableCell>
            <TableCell className="text-right">{row.creditNotes}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function OssReportPage() {
  const yearId = useId();
  const quarterId = useId();
  const [period, setPeriod] = useState(lastQuarter);
  const report = useQuery({
    queryKey: ['oss-report', period.year, period.quarter],
    queryFn: async () => (await api.query(ossReportDocument, period)).ossReport,
  });
  const data = report.data;
  return (
    <Page pageId="oss-report">
      <PageTitle>
        <Trans>OSS report</Trans>
      </PageTitle>
      <PageLayout>
        <PageBlock column="main" blockId="oss-report-rows">
          <div className="flex flex-wrap items-end gap-4 mb-4">
            <label htmlFor={yearId} className="flex flex-col gap-1 text-sm">
              <Trans>Year</Trans>
              <input
                id={yearId}
                type="number"
                min={2000}
                max={9999}
                value={period.year}
                onChange={(event) => setPeriod({ ...period, year: Number(event.target.value) })}
                className="h-9 w-28 rounded-md border border-input bg-background px-3"
              />
            </label>
            <label htmlFor={quarterId} className="flex flex-col gap-1 text-sm">
              <Trans>Quarter</Trans>
              <select
                id={quarterId}
                value={period.quarter}
                onChange={(event) => setPeriod({ ...period, quarter: Number(event.target.value) })}
                className="h-9 w-28 rounded-md border border-input bg-background px-3"
              >
                {[1, 2, 3, 4].map((quarter) => (
                  <option key={quarter} value={quarter}>
                    Q{quarter}
                  </option>
                ))}
              </select>
            </label>
            <Button
              variant="outline"
              disabled={!data}
              onClick={() => data && saveFile(`oss-${data.year}-Q${data.quarter}.csv`, data.csv, 'text/csv;charset=utf-8')}
            >
              <Trans>Download CSV</Trans>
            </Button>
          </div>
          {report.isPending ? (
            <p className="text-sm text-muted-foreground">
              <Trans>Loading…</Trans>
            </p>
          ) : report.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {report.error instanceof Error ? report.error.message : String(report.error)}
            </p>
          ) : data && data.rows.length > 0 ? (
            <Rows rows={data.rows} />
          ) : (
            <p className="text-sm text-muted-foreground">
              <Trans>No invoice or credit note to a customer in the EU in this quarter.</Trans>
            </p>
          )}
        </PageBlock>
        <PageBlock column="side" blockId="oss-report-notes">
          <div className="flex flex-col gap-2 text-sm">
            <p>
              <Trans>
                Per member state of the customer’s billing address and VAT rate: the invoices issued in the quarter, less its credit notes,
                as they were printed.
              </Trans>
            </p>
            <p>
              <Trans>Domestic rows are the seller’s own member state: they belong in the national VAT return, not the OSS return.</Trans>
            </p>
            {data ? (
              <p className="text-muted-foreground">
                <Trans>
                  Left out: {data.reverseChargeDocuments} under the reverse charge, {data.outsideEuDocuments} to customers outside the EU,{' '}
                  {data.withoutCountryDocuments} without a country.
                </Trans>
              </p>
            ) : null}
          </div>
        </PageBlock>
      </PageLayout>
    </Page>
  );
}
