import type { TaxLine } from '@vendure/common/lib/generated-types';
import { DefaultTaxLineCalculationStrategy, type CalculateTaxLinesArgs, type CustomFieldConfig } from '@vendure/core';

import { localized } from '../../../text/localized';
import { EU_MEMBER_STATES } from './member-states';

/*
 * The reverse charge (EU VAT Directive art. 196): a business customer established in another
 * member state than the seller, whose VAT number VIES confirms, accounts for the VAT itself, so
 * the shop charges none and the invoice says why (invoice-messages.ts `reverseCharge`). VIES
 * unreachable: VAT is charged, the order goes on, and staff see the check was not made.
 */

export type VatNumberStatus = 'valid' | 'invalid' | 'unavailable';

/** A billing country in another EU member state than the seller's: where a business customer's VAT number matters. */
function inAnotherMemberState(billingCountry: string | null, sellerCountry: string | null): boolean {
  const billing = billingCountry?.toUpperCase();
  return !!billing && !!sellerCountry && billing !== sellerCountry.toUpperCase() && EU_MEMBER_STATES.has(billing);
}

/** Whether a VAT number given at checkout is worth asking VIES about: a business in another member state. */
export function needsViesCheck(order: {
  billingCountry: string;
  sellerCountry: string | null;
  vatNumber: string | null | undefined;
}): boolean {
  return !!order.vatNumber?.trim() && inAnotherMemberState(order.billingCountry, order.sellerCountry);
}

/** Whether the order is invoiced without VAT under the reverse charge: VIES confirmed the number of a business in another member state. */
export function reverseChargeApplies(order: {
  billingCountry: string | null;
  sellerCountry: string | null;
  vatNumberStatus: VatNumberStatus | null;
}): boolean {
  return order.vatNumberStatus === 'valid' && inAnotherMemberState(order.billingCountry, order.sellerCountry);
}

/** Vendure's tax lines, except for an order under the reverse charge: one line at 0 %, so the invoice still shows its VAT row. */
export class ReverseChargeTaxLineCalculationStrategy extends DefaultTaxLineCalculationStrategy {
  override calculate(args: CalculateTaxLinesArgs): TaxLine[] {
    if (args.order.customFields.vatReverseCharge) return [{ description: 'Reverse charge (art. 196 Directive 2006/112/EC)', taxRate: 0 }];
    return super.calculate(args);
  }
}

export const vatNumberOrderFields: CustomFieldConfig[] = [
  {
    name: 'vatNumberStatus',
    type: 'string',
    nullable: true,
    readonly: true,
    public: false,
    label: localized({
      en: 'VIES check of the VAT number',
      fr: 'Vérification VIES du numéro de TVA',
      es: 'Comprobación VIES del número de IVA',
      it: 'Verifica VIES della partita IVA',
      de: 'VIES-Prüfung der USt-IdNr.',
      nl: 'VIES-controle van het btw-nummer',
      ja: 'VAT 番号の VIES 確認',
      zh_Hant: '增值稅號的 VIES 查核',
    }),
    description: localized({
      en: 'valid, invalid, or unavailable (VIES could not answer: VAT was charged)',
      fr: 'valid, invalid ou unavailable (VIES n’a pas pu répondre : la TVA a été facturée)',
      es: 'valid, invalid o unavailable (VIES no pudo responder: se cobró el IVA)',
      it: 'valid, invalid o unavailable (VIES non ha potuto rispondere: l’IVA è stata addebitata)',
      de: 'valid, invalid oder unavailable (VIES konnte nicht antworten: Umsatzsteuer wurde berechnet)',
      nl: 'valid, invalid of unavailable (VIES kon niet antwoorden: btw is aangerekend)',
      ja: 'valid、invalid、または unavailable（VIES が応答できず VAT を請求）',
      zh_Hant: 'valid、invalid 或 unavailable（VIES 無法回應：已收取增值稅）',
    }),
  },
  {
    name: 'vatNumberCheckedAt',
    type: 'datetime',
    nullable: true,
    readonly: true,
    public: false,
    label: localized({
      en: 'VAT number checked at',
      fr: 'Numéro de TVA vérifié le',
      es: 'Número de IVA comprobado el',
      it: 'Partita IVA verificata il',
      de: 'USt-IdNr. geprüft am',
      nl: 'Btw-nummer gecontroleerd op',
      ja: 'VAT 番号の確認日時',
      zh_Hant: '增值稅號查核時間',
    }),
  },
  {
    name: 'vatReverseCharge',
    type: 'boolean',
    defaultValue: false,
    nullable: false,
    readonly: true,
    public: false,
    label: localized({
      en: 'Reverse charge (no VAT charged)',
      fr: 'Autoliquidation (pas de TVA facturée)',
      es: 'Inversión del sujeto pasivo (sin IVA)',
      it: 'Inversione contabile (nessuna IVA addebitata)',
      de: 'Steuerschuldnerschaft des Empfängers (keine USt berechnet)',
      nl: 'Btw verlegd (geen btw aangerekend)',
      ja: 'リバースチャージ（VAT 請求なし）',
      zh_Hant: '逆向課稅（未收取增值稅）',
    }),
  },
];

declare module '@vendure/core/dist/entity/custom-entity-fields' {
  interface CustomOrderFields {
    vatNumberStatus?: string | null;
    vatNumberCheckedAt?: Date | null;
    vatReverseCharge?: boolean;
  }
}
