import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/*
 * Issue 34 point 4: what the shop does, as Prometheus metrics, one registry per process (each
 * server and the worker answer their own `GET /metrics`; Prometheus adds them up). Every metric
 * is defined here, once; the code that sees the event counts it.
 */

export const metricsRegistry = new Registry();
// The process's own: CPU, memory, event loop lag, GC, open handles.
collectDefaultMetrics({ register: metricsRegistry, prefix: 'esim_shop_' });

export const shopMetrics = {
  ordersPaid: new Counter({
    name: 'esim_shop_orders_paid_total',
    help: 'Orders whose payment settled',
    registers: [metricsRegistry],
  }),
  esimsDelivered: new Counter({
    name: 'esim_shop_esims_delivered_total',
    help: 'eSIMs issued by the supplier and stored on their order (their email then queued)',
    registers: [metricsRegistry],
  }),
  deliverySeconds: new Histogram({
    name: 'esim_shop_esim_delivery_seconds',
    help: 'From the order being placed to its eSIMs stored',
    buckets: [1, 2, 5, 10, 30, 60, 300, 1800, 3600, 6 * 3600, 48 * 3600],
    registers: [metricsRegistry],
  }),
  deliveriesDelayed: new Counter({
    name: 'esim_shop_esim_deliveries_delayed_total',
    help: 'Paid orders told their eSIM is on its way (the supplier late, down, rate limited or out of balance)',
    registers: [metricsRegistry],
  }),
  deliveriesFailed: new Counter({
    name: 'esim_shop_esim_deliveries_failed_total',
    help: 'Paid orders cancelled and refunded because the supplier could not supply them',
    registers: [metricsRegistry],
  }),
  supplierAlerts: new Counter({
    name: 'esim_shop_supplier_alerts_total',
    help: 'Alerts about the eSIM supplier, by kind (insufficientBalance, supplierError, longDelay, gaveUp, …)',
    labelNames: ['kind'] as const,
    registers: [metricsRegistry],
  }),
  webhooksRefused: new Counter({
    name: 'esim_shop_webhooks_refused_total',
    help: 'Webhooks refused as not the provider’s (signature, secret), by provider',
    labelNames: ['provider'] as const,
    registers: [metricsRegistry],
  }),
  cardDisputes: new Counter({
    name: 'esim_shop_card_disputes_total',
    help: 'Card payments disputed by the cardholder (chargebacks), as the card provider reported them',
    registers: [metricsRegistry],
  }),
  cardDebitsUnresolved: new Gauge({
    name: 'esim_shop_card_debits_unresolved',
    help: 'Card debits whose gateway answer was lost, waiting for the reconciliation (as of its last run, on the process that runs it)',
    registers: [metricsRegistry],
  }),
};
