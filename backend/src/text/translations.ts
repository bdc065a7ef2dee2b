import { Injectable, type OnApplicationBootstrap, type Type } from '@nestjs/common';
import { I18nService } from '@vendure/core';

import type { ShopLanguage } from '../seed/languages';

type Bundles = () => Iterable<readonly [ShopLanguage, object]>;

/**
 * A provider that gives a plugin's messages (one i18next bundle per shop language, from its
 * `*-messages.ts`) to Vendure's I18nService, which translates error results, thrown errors'
 * keys and `ctx.translate` in the request's language.
 */
export function translationsProvider(...bundles: Bundles[]): Type<OnApplicationBootstrap> {
  @Injectable()
  class PluginTranslations implements OnApplicationBootstrap {
    constructor(private readonly i18nService: I18nService) {}

    onApplicationBootstrap(): void {
      for (const bundlesOf of bundles)
        for (const [language, resources] of bundlesOf()) this.i18nService.addTranslation(language, resources);
    }
  }
  return PluginTranslations;
}
