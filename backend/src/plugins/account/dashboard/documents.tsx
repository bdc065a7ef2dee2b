// The Admin API documents of the order page's invoice block (orders/invoice/invoice-admin-api.ts).
// A .tsx file: the backend's tsc compiles src/**/*.ts only, and these belong to the dashboard's Vite build.
import { graphql } from '@vendure/dashboard';

export const orderInvoiceDocumentsDocument = graphql(`
  query OrderInvoiceDocuments($orderId: ID!) {
    order(id: $orderId) {
      id
      invoiceDocuments {
        id
        kind
        number
        issuedAt
      }
    }
  }
`);

export const invoiceDocumentFileDocument = graphql(`
  query InvoiceDocumentFile($id: ID!) {
    invoiceDocumentFile(id: $id) {
      fileName
      pdfBase64
    }
  }
`);

export const ossReportDocument = graphql(`
  query OssReport($year: Int!, $quarter: Int!) {
    ossReport(year: $year, quarter: $quarter) {
      year
      quarter
      sellerCountry
      rows {
        memberState
        scheme
        vatRate
        currencyCode
        taxableAmount
        vatAmount
        invoices
        creditNotes
      }
      reverseChargeDocuments
      outsideEuDocuments
      withoutCountryDocuments
      csv
    }
  }
`);
