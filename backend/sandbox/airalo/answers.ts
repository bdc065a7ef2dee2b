import { dataLabel, planTitle, topupOf, type CatalogueOperator, type CataloguePackage } from './catalogue';
import type { OrderRecord, SandboxState, SimRecord } from './state';

/*
 * Airalo's answers, shaped key for key as its documented examples (documented-examples/), with the
 * type drift they show: an order's `quantity` is a string and `price` a number when it is placed,
 * an int and a string ("9.50") when it is read back; `meta.per_page` is a string.
 */

const IMAGE = { width: 132, height: 99, url: 'https://cdn.airalo.com/images/sandbox-flag.png' };
const INSTALLATION_GUIDE = { en: 'https://sandbox.airalo.com/installation-guide' };

const dollars = (cents: number) => cents / 100;
const dollarText = (cents: number) => (cents / 100).toFixed(2);

function manualInstallation(order: OrderRecord): string {
  return `<p><b>eSIM name:</b> ${order.operatorTitle}</p><p>1. Settings > Cellular/Mobile > Add Cellular/Mobile Plan.</p><p>2. Manually enter the SM-DP+ Address and activation code.</p>`;
}

function qrInstallation(order: OrderRecord): string {
  return `<p><b>eSIM name:</b> ${order.operatorTitle}</p><p>1. Settings > Cellular/Mobile > Add Cellular/Mobile Plan.</p><p>2. Scan QR code</p>`;
}

function qrcodeUrl(state: SandboxState, sim: SimRecord): string {
  return `${state.settings.publicUrl}/qr?id=${sim.id}`;
}

/** The sim fields every order answer shares. */
function simCore(state: SandboxState, sim: SimRecord) {
  const lpa = state.settings.smdpAddress;
  return {
    id: sim.id,
    created_at: sim.createdAt,
    iccid: sim.iccid,
    lpa,
    imsis: null,
    matching_id: sim.matchingId,
    qrcode: `LPA:1$${lpa}$${sim.matchingId}`,
    qrcode_url: qrcodeUrl(state, sim),
  };
}

const simNetwork = { airalo_code: null, apn_type: 'automatic', apn_value: null, is_roaming: true, confirmation_code: null };

/** POST /v2/orders (and the async webhook): fixture order.response.json, plus `net_price` (order-voice-data.response.json). */
export function orderAnswer(state: SandboxState, order: OrderRecord): unknown {
  return {
    data: {
      package_id: order.packageId,
      quantity: String(order.quantity),
      type: 'sim',
      description: order.description,
      esim_type: 'Prepaid',
      validity: order.item.days,
      package: `${order.operatorTitle}-${planTitle(order.item)}`,
      data: dataLabel(order.item),
      price: dollars(order.priceCents),
      net_price: dollars(order.netPriceCents),
      created_at: order.createdAt,
      id: order.id,
      code: order.code,
      currency: 'USD',
      manual_installation: manualInstallation(order),
      qrcode_installation: qrInstallation(order),
      installation_guides: INSTALLATION_GUIDE,
      brand_settings_name: null,
      sims: order.sims.map((sim) => ({
        ...simCore(state, sim),
        direct_apple_installation_url: `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA:1$${state.settings.smdpAddress}$${sim.matchingId}`,
        ...simNetwork,
      })),
    },
    meta: { message: 'success' },
  };
}

const USER = {
  id: 120,
  created_at: '2023-02-20 08:41:57',
  name: 'Sandbox Partner',
  email: 'partner@example.com',
  mobile: null,
  address: null,
  state: null,
  city: null,
  postal_code: null,
  country_id: null,
  company: 'eSIM Shop',
};

const STATUS_NAMES: Record<OrderRecord['status'], string> = { completed: 'Completed', failed: 'Failed', refunded: 'Refunded' };

/** An order read back (GET /v2/orders and /v2/orders/{id}): `include` decides sims, user and status. */
function storedOrder(state: SandboxState, order: OrderRecord, include: ReadonlySet<string>, simExtra: (sim: SimRecord) => object) {
  return {
    id: order.id,
    created_at: order.createdAt,
    code: order.code,
    description: order.description,
    type: 'sim',
    package_id: order.packageId,
    quantity: order.quantity,
    package: `${order.operatorTitle}-${planTitle(order.item)}`,
    esim_type: 'Prepaid',
    validity: String(order.item.days),
    price: dollarText(order.priceCents),
    data: dataLabel(order.item),
    currency: 'USD',
    manual_installation: manualInstallation(order),
    qrcode_installation: qrInstallation(order),
    installation_guides: INSTALLATION_GUIDE,
    ...(include.has('sims') ? { sims: order.sims.map((sim) => ({ ...simCore(state, sim), ...simExtra(sim), ...simNetwork })) } : {}),
    ...(include.has('user') ? { user: USER } : {}),
    ...(include.has('status') ? { status: { name: STATUS_NAMES[order.status], slug: order.status } } : {}),
  };
}

/** An item of GET /v2/orders: fixture orders-list.response.json. */
export function listedOrder(state: SandboxState, order: OrderRecord, include: ReadonlySet<string>) {
  return storedOrder(state, order, include, () => ({}));
}

/** GET /v2/orders/{id}: fixture order-get.response.json (its sims carry `voucher_code`). */
export function fetchedOrder(state: SandboxState, order: OrderRecord, include: ReadonlySet<string>) {
  return { data: storedOrder(state, order, include, () => ({ voucher_code: null })), meta: { message: 'success' } };
}

function currencies(usd: number) {
  // Airalo gives both prices in 16 currencies; the simulator's rates are fixed.
  const rates: Record<string, number> = {
    AUD: 1.56,
    BRL: 5.69,
    GBP: 0.74,
    CAD: 1.39,
    AED: 3.67,
    EUR: 0.89,
    INR: 85.4,
    IDR: 16291,
    ILS: 3.51,
    JPY: 145.8,
    MYR: 4.23,
    MXN: 19.39,
    SGD: 1.29,
    KRW: 1374.6,
    USD: 1,
    VND: 25942,
  };
  return Object.fromEntries(Object.entries(rates).map(([code, rate]) => [code, Math.round(usd * rate * 100) / 100]));
}

function packageAnswer(operator: CatalogueOperator, item: CataloguePackage) {
  const title = planTitle(item);
  return {
    id: item.id,
    type: item.type,
    price: dollars(item.priceCents),
    amount: item.unlimited ? 0 : item.amountMb,
    day: item.days,
    is_unlimited: item.unlimited,
    title,
    short_info: 'This eSIM does not come with a phone number.',
    qr_installation: `<p><b>eSIM name:</b> ${operator.title}</p>`,
    manual_installation: `<p><b>eSIM name:</b> ${operator.title}</p>`,
    is_fair_usage_policy: false,
    fair_usage_policy: null,
    data: dataLabel(item),
    voice: null,
    text: null,
    net_price: dollars(item.netPriceCents),
    prices: { net_price: currencies(dollars(item.netPriceCents)), recommended_retail_price: currencies(dollars(item.priceCents)) },
  };
}

/** One operator of GET /v2/packages: fixture packages.response.json. */
function operatorAnswer(operator: CatalogueOperator, withTopups: boolean) {
  const sims = operator.packages.filter((item) => item.type === 'sim');
  const listed = withTopups ? [...sims, ...sims.map(topupOf)] : sims;
  return {
    id: operator.id,
    style: 'light',
    gradient_start: '#0f1b3f',
    gradient_end: '#194281',
    type: operator.type,
    is_prepaid: false,
    title: operator.title,
    esim_type: 'Prepaid',
    warning: null,
    apn_type: 'automatic',
    apn_value: 'internet',
    is_roaming: true,
    info: ['Data-only eSIM.', 'Rechargeable online with no expiry.'],
    image: { width: 1035, height: 653, url: 'https://cdn.airalo.com/images/sandbox-operator.png' },
    plan_type: 'data',
    activation_policy: 'first-usage',
    is_kyc_verify: false,
    rechargeability: true,
    other_info: `This eSIM is sold by the Airalo simulator for ${operator.countryTitle}.`,
    coverages: operator.coverages.map((coverage) => ({ name: coverage.code, code: coverage.code, networks: coverage.networks })),
    install_window_days: null,
    topup_grace_window_days: null,
    apn: { ios: { apn_type: 'automatic', apn_value: 'internet' }, android: { apn_type: 'manual', apn_value: 'internet' } },
    packages: listed.map((item) => packageAnswer(operator, item)),
    countries: operator.countries.map((code) => ({ country_code: code, title: code, image: IMAGE })),
  };
}

/** One country entry of GET /v2/packages: its operators, local ones under the country, regional ones under the region. */
export function countryAnswer(
  entry: { slug: string; countryCode: string; title: string; operators: CatalogueOperator[] },
  withTopups: boolean,
) {
  return {
    slug: entry.slug,
    country_code: entry.countryCode,
    title: entry.title,
    image: IMAGE,
    operators: entry.operators.map((operator) => operatorAnswer(operator, withTopups)),
  };
}
