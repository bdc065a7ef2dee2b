import { useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { CheckCircleIcon, InfoIcon } from '../../lib/icons';
import { SelectField } from '../select-field/select-field';
import { TextField } from '../text-field/text-field';
import type { deviceCheckerMessages } from './device-checker.messages';
import { countModels, filterDevices, type DeviceBrand, type DeviceQuery } from './device-checker.logic';
import { deviceCheckerStatusVariants } from './device-checker.variants';

export interface DeviceCheckerProps extends Omit<ComponentProps<'div'>, 'children'> {
  brands: readonly DeviceBrand[];
  /** Search text at first (e.g. from the URL). */
  defaultTerm?: string;
  /** Brand chosen at first: a brand's exact name, or empty for all. */
  defaultBrand?: string;
  /** Told after each change of the term or the brand (analytics, URL sync). */
  onQueryChange?: (query: DeviceQuery) => void;
  /** Level of the brand headings in the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * "Is my phone compatible?" for the installation page (spec §2: compatibility
 * lists of devices). A search box (brand or model; case, accents and word
 * order do not matter, every word must match) and a brand select narrow the
 * lists, grouped by brand. The status line is a polite live region: it says
 * how many models are left, gives a clear "compatible" verdict when a single
 * one is, and says so when none is.
 */
export function DeviceChecker({
  brands,
  defaultTerm = '',
  defaultBrand = '',
  onQueryChange,
  headingLevel = 3,
  className,
  ...rest
}: DeviceCheckerProps) {
  const text = useComponentText<typeof deviceCheckerMessages>('DeviceChecker');
  const [query, setQuery] = useState<DeviceQuery>({ term: defaultTerm, brand: defaultBrand });
  const groups = filterDevices(brands, query);
  const count = countModels(groups);
  const only = count === 1 ? groups[0] : undefined;
  const Heading = `h${headingLevel}` as const;

  function update(next: DeviceQuery) {
    setQuery(next);
    onQueryChange?.(next);
  }

  return (
    <div data-slot="device-checker" className={cn('flex min-w-0 flex-col gap-4', className)} {...rest}>
      <div className="grid gap-3 tablet:grid-cols-[2fr_1fr] tablet:items-start">
        <TextField
          type="search"
          label={text('searchLabel')}
          placeholder={text('searchPlaceholder')}
          hint={text('hint')}
          value={query.term}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          onChange={(event) => update({ ...query, term: event.target.value })}
        />
        <SelectField
          label={text('brand')}
          options={[{ value: '', label: text('allBrands') }, ...brands.map((brand) => ({ value: brand.name, label: brand.name }))]}
          value={query.brand}
          onChange={(event) => update({ ...query, brand: event.target.value })}
        />
      </div>

      <p
        role="status"
        data-slot="device-checker-status"
        className={deviceCheckerStatusVariants({ tone: only !== undefined ? 'compatible' : count === 0 ? 'noMatch' : 'count' })}
      >
        {only !== undefined ? <CheckCircleIcon /> : count === 0 ? <InfoIcon className="text-muted-foreground" /> : null}
        <span className="min-w-0">
          {only !== undefined
            ? text('compatible', { model: only.models[0] ?? '' })
            : count === 0
              ? text('noMatch', { term: query.term.trim() })
              : text('count', { count })}
        </span>
      </p>

      {groups.length === 0 ? null : (
        <div data-slot="device-checker-results" className="flex flex-col gap-5">
          {groups.map((group) => (
            <section key={group.brand} aria-label={group.brand} className="flex flex-col gap-2">
              <Heading className="text-base font-semibold">{group.brand}</Heading>
              <ul className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm mobileWide:grid-cols-2 tablet:grid-cols-3">
                {group.models.map((model) => (
                  <li key={model} className="flex min-w-0 items-center gap-2 [overflow-wrap:anywhere]">
                    <CheckCircleIcon className="size-4 text-success-foreground" />
                    {model}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
