import type { ID, LanguageCode } from '@vendure/core';

import type { EsimProfile } from './entities/esim-profile.entity';
import { esimPlanOf } from './esim-plan';
import type { EsimPlan } from './esim-supplier';

/**
 * One delivered eSIM as its usage is shown (GraphQL `EsimStatus`): which plan, of which order,
 * and what the shop knows to ask the supplier about it. `productSlug` leads to "buy a new eSIM
 * for this destination" (spec §9: no renewal or extension).
 */
export interface EsimStatus {
  id: ID;
  iccid: string;
  orderCode: string;
  planName: string;
  productSlug: string | null;
  deliveredAt: Date;
  /** The supplier's own key of the eSIM, which some suppliers' usage queries need (eSIM Access). */
  supplierProfileRef: string | undefined;
  /** Unknown when the variant lost its options: the usage is then unavailable. */
  plan: EsimPlan | undefined;
}

interface Translated {
  languageCode: LanguageCode;
}

/** The translation in the request's language, else English, else any. */
function translationIn<T extends Translated>(translations: readonly T[] | undefined, language: LanguageCode): T | undefined {
  return (
    translations?.find((t) => t.languageCode === language) ??
    translations?.find((t) => String(t.languageCode) === 'en') ??
    translations?.[0]
  );
}

/** A profile loaded with its order and `orderLine.productVariant.{translations, options.group, product.translations}`. */
export function toEsimStatus(profile: EsimProfile, language: LanguageCode): EsimStatus {
  const variant = profile.orderLine?.productVariant;
  const options = (variant?.options ?? []).map((option) => ({ code: option.code, groupCode: option.group?.code ?? '' }));
  return {
    id: profile.id,
    iccid: profile.iccid,
    orderCode: profile.order?.code ?? '',
    planName: translationIn(variant?.translations, language)?.name ?? '',
    productSlug: translationIn(variant?.product?.translations, language)?.slug ?? null,
    deliveredAt: profile.createdAt,
    supplierProfileRef: profile.supplierProfileRef ?? undefined,
    plan: esimPlanOf(options),
  };
}
