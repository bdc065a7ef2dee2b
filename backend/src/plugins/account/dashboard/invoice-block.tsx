// The order page's invoice block (issue 35 point 1): the invoice issued at payment and the credit
// note of each refund, numbered and dated, each downloaded as the very file the customer gets.
import {
  api,
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  toast,
  useLocalFormat,
} from '@vendure/dashboard';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';

import { invoiceDocumentFileDocument, orderInvoiceDocumentsDocument } from './documents';
import { base64Bytes, saveFile } from './save-file';

interface IssuedDocument {
  id: string;
  kind: string;
  number: string;
  issuedAt: string;
}

function DownloadButton({ issued }: Readonly<{ issued: IssuedDocument }>) {
  const { t } = useLingui();
  const download = useMutation({
    mutationFn: async () => (await api.query(invoiceDocumentFileDocument, { id: issued.id })).invoiceDocumentFile,
    onSuccess: (file) => {
      if (file) saveFile(file.fileName, base64Bytes(file.pdfBase64), 'application/pdf');
      else toast.error(t`This document no longer exists`);
    },
    onError: (error) =>
      toast.error(t`The document was not downloaded`, { description: error instanceof Error ? error.message : String(error) }),
  });
  return (
    <Button variant="outline" size="sm" disabled={download.isPending} onClick={() => download.mutate()}>
      <Trans>Download PDF</Trans>
    </Button>
  );
}

function InvoiceDocumentList({ orderId }: Readonly<{ orderId: string }>) {
  const { formatDate } = useLocalFormat();
  const documents = useQuery({
    queryKey: ['order-invoice-documents', orderId],
    queryFn: () => api.query(orderInvoiceDocumentsDocument, { orderId }),
    enabled: orderId !== '',
  });
  if (documents.isPending) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (documents.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        <Trans>The invoices could not be read</Trans>
      </p>
    );
  }
  const issued = (documents.data.order?.invoiceDocuments ?? []) as IssuedDocument[];
  if (issued.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No invoice yet: it is issued when the order is paid.</Trans>
      </p>
    );
  }
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>
            <Trans>Document</Trans>
          </TableHead>
          <TableHead>
            <Trans>Number</Trans>
          </TableHead>
          <TableHead>
            <Trans>Issued on</Trans>
          </TableHead>
          <TableHead />
        </TableRow>
      </TableHeader>
      <TableBody>
        {issued.map((item) => (
          <TableRow key={item.id}>
            <TableCell>
              <Badge variant={item.kind === 'invoice' ? 'secondary' : 'outline'}>
                {item.kind === 'invoice' ? <Trans>Invoice</Trans> : <Trans>Credit note</Trans>}
              </Badge>
            </TableCell>
            <TableCell className="font-mono">{item.number}</TableCell>
            <TableCell>{formatDate(item.issuedAt, { dateStyle: 'medium', timeStyle: 'short' })}</TableCell>
            <TableCell className="text-right">
              <DownloadButton issued={item} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function OrderInvoiceBlock({ orderId }: Readonly<{ orderId: string }>) {
  return (
    <div data-testid="order-invoice-documents">
      <InvoiceDocumentList orderId={orderId} />
    </div>
  );
}
