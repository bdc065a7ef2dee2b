import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  Country,
  CountryEvent,
  EventBus,
  Province,
  ProvinceEvent,
  TransactionalConnection,
  TranslatorService,
  type RequestContext,
} from '@vendure/core';
import { merge } from 'rxjs';

import { stateCodeOf } from '../../seed/billing-regions-plan';
import { loadPostcodes } from '../../seed/load-seed-data';
import type { CountryRules } from './address-rules';
import { CHECKOUT_PLUGIN_OPTIONS, type CheckoutPluginOptions } from './constants';
import { NO_POSTCODE_RULE, compilePostcodeRules, type PostcodeRule } from './postcode-rules';

/** The `CheckoutCountry` the Shop API answers. */
export interface CheckoutCountryView {
  code: string;
  name: string;
  needsZipCode: boolean;
  zipCodeFormat: string | null;
  zipCodeExample: string | null;
  states: Array<{ code: string; name: string }>;
}

/** Vendure language code → BCP 47 for Intl (`zh_Hant` → `zh-Hant`). */
function intlLocaleOf(languageCode: string): string {
  return languageCode.replace('_', '-');
}

/**
 * How long a server answers the country list from memory. Every checkout page asks for it, and
 * 236 countries with 8 names each take a while to read; a staff edit in the dashboard reaches
 * this server at once (events) and the others within this time.
 */
const LIST_TTL_MS = 60_000;

/**
 * The billing countries (Vendure's enabled countries), their states (enabled provinces under the
 * country) and postal code rules (postcodes.json). The rules of one country, which the address
 * check needs, are always read from the database.
 */
@Injectable()
export class CheckoutCountryService implements OnModuleInit {
  private readonly postcodes: Map<string, PostcodeRule>;
  private readonly lists = new Map<string, { until: number; countries: Promise<CheckoutCountryView[]> }>();

  constructor(
    private readonly connection: TransactionalConnection,
    private readonly translator: TranslatorService,
    private readonly eventBus: EventBus,
    @Inject(CHECKOUT_PLUGIN_OPTIONS) options: CheckoutPluginOptions,
  ) {
    this.postcodes = compilePostcodeRules(loadPostcodes(options.seedDataDir));
  }

  onModuleInit(): void {
    merge(this.eventBus.ofType(CountryEvent), this.eventBus.ofType(ProvinceEvent)).subscribe(() => this.lists.clear());
  }

  private postcodeRule(code: string): PostcodeRule {
    return this.postcodes.get(code) ?? NO_POSTCODE_RULE;
  }

  private async enabledProvinces(ctx: RequestContext, country?: Country): Promise<Province[]> {
    return this.connection.getRepository(ctx, Province).find({
      where: { enabled: true, ...(country ? { parent: { id: country.id } } : {}) },
      relations: { parent: true },
    });
  }

  /** Every billing country with its states, named in the request's language and sorted by that name. */
  list(ctx: RequestContext): Promise<CheckoutCountryView[]> {
    const cached = this.lists.get(ctx.languageCode);
    if (cached && cached.until > Date.now()) return cached.countries;
    const countries = this.read(ctx);
    this.lists.set(ctx.languageCode, { until: Date.now() + LIST_TTL_MS, countries });
    // A failed read is not kept: the next request tries again.
    countries.catch(() => this.lists.delete(ctx.languageCode));
    return countries;
  }

  private async read(ctx: RequestContext): Promise<CheckoutCountryView[]> {
    const collator = new Intl.Collator(intlLocaleOf(ctx.languageCode));
    const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
    const [countries, provinces] = await Promise.all([
      this.connection.getRepository(ctx, Country).find({ where: { enabled: true } }),
      this.enabledProvinces(ctx),
    ]);
    const statesByCountry = new Map<string, Array<{ code: string; name: string }>>();
    for (const province of provinces) {
      const countryCode = province.parent?.code;
      if (!countryCode) continue;
      const states = statesByCountry.get(countryCode) ?? [];
      states.push({ code: stateCodeOf(countryCode, province.code), name: this.translator.translate(province, ctx).name });
      statesByCountry.set(countryCode, states);
    }
    return countries
      .map((country): CheckoutCountryView => {
        const rule = this.postcodeRule(country.code);
        return {
          code: country.code,
          name: this.translator.translate(country, ctx).name,
          needsZipCode: rule.needsZipCode,
          zipCodeFormat: rule.format?.source ?? null,
          zipCodeExample: rule.example,
          states: (statesByCountry.get(country.code) ?? []).sort(byName),
        };
      })
      .sort(byName);
  }

  /** The rules of an enabled billing country; undefined for any other code. */
  async rulesFor(ctx: RequestContext, countryCode: string): Promise<CountryRules | undefined> {
    if (!/^[A-Z]{2}$/.test(countryCode)) return undefined;
    const country = await this.connection.getRepository(ctx, Country).findOne({ where: { code: countryCode, enabled: true } });
    if (!country) return undefined;
    const provinces = await this.enabledProvinces(ctx, country);
    const rule = this.postcodeRule(country.code);
    return {
      code: country.code,
      needsZipCode: rule.needsZipCode,
      zipCodeFormat: rule.format,
      stateCodes: new Set(provinces.map((province) => stateCodeOf(country.code, province.code))),
    };
  }
}
