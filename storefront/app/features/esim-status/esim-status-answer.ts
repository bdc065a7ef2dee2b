import { ShopError, getEsimUsageByLink, type EsimUsageLink, type ShopClient } from '@shop/api';

/** Why the page shows no eSIMs: the link is past its date, is no link of ours, or the shop did not answer. */
export type EsimLinkRefusal = 'expired' | 'invalid' | 'failed';

/** What the guest's eSIM status page shows (issue 19): the link's eSIMs, or a refusal. */
export type EsimStatusAnswer = { kind: 'link'; link: EsimUsageLink } | { kind: 'refused'; refusal: EsimLinkRefusal };

function esimLinkRefusalOf(error: unknown): EsimLinkRefusal {
  if (!(error instanceof ShopError) || error.detail.kind !== 'http') return 'failed';
  if (error.detail.code === 'ESIM_LINK_EXPIRED') return 'expired';
  return error.detail.code === 'ESIM_LINK_INVALID' ? 'invalid' : 'failed';
}

/** Reads the link's eSIMs with `client` (the page's loader, on the server). */
export async function esimStatusAnswer(client: ShopClient, token: string): Promise<EsimStatusAnswer> {
  try {
    return { kind: 'link', link: await getEsimUsageByLink(client, { token }) };
  } catch (error) {
    return { kind: 'refused', refusal: esimLinkRefusalOf(error) };
  }
}

/**
 * The page's HTTP status: an expired, forged, tampered or missing token is no page of this shop
 * (404, issue 30: it answered 200 for any token); the shop not answering is 503.
 */
export function httpStatusOf(answer: EsimStatusAnswer): number {
  if (answer.kind === 'link') return 200;
  return answer.refusal === 'failed' ? 503 : 404;
}
