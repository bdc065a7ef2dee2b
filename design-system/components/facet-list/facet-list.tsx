import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { ChevronDownIcon } from '../../lib/icons';
import type { facetListMessages } from './facet-list.messages';

/** One value of a facet (spec §3 Facet filters: label, active, magnitude), e.g. "3 GB". */
export interface FacetOption {
  /** Value in the listing URL (spec §2: every other query key is a facet filter). */
  value: string;
  label: string;
  active: boolean;
  /** How many listed products carry it; shown next to the label, read in words ("3 GB, 40 plans"). */
  magnitude: number;
}

/** A facet (spec §3): data amount, duration, region… */
export interface FacetGroup {
  code: string;
  label: string;
  filters: readonly FacetOption[];
}

export interface FacetListProps {
  facets: readonly FacetGroup[];
  /** A checkbox was toggled: add or remove `value` of facet `code` in the URL. */
  onToggle: (code: string, value: string) => void;
  className?: string;
}

/**
 * Listing filters: one group of checkboxes per facet (`fieldset` named by its
 * `legend`), each value with its product count. Below the desktop breakpoint
 * each group collapses behind its legend (a disclosure button); groups with a
 * chosen value start open. From desktop up every group is simply shown.
 * A value no listed product has (and not chosen) is disabled. No facet with a
 * value: nothing renders.
 */
export function FacetList({ facets, onToggle, className }: FacetListProps) {
  const text = useComponentText<typeof facetListMessages>('FacetList');
  const shown = facets.filter((facet) => facet.filters.length > 0);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(shown.filter((facet) => facet.filters.some((filter) => filter.active)).map((facet) => facet.code)),
  );
  const baseId = useId();

  if (shown.length === 0) return null;

  function toggleGroup(code: string) {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });
  }

  return (
    <div data-slot="facet-list" className={cn('flex flex-col divide-y', className)}>
      {shown.map((facet, facetIndex) => {
        const open = expanded.has(facet.code);
        const listId = `${baseId}-facet-${facetIndex}`;
        return (
          <fieldset key={facet.code} data-facet={facet.code} className="min-w-0 py-3 first:pt-0">
            <legend className="w-full">
              {/* Desktop: a plain heading. Phones: a disclosure button. Only one is displayed, so the group's name is read once. */}
              <span className="hidden py-1 font-semibold desktop:block">{facet.label}</span>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => toggleGroup(facet.code)}
                className="flex min-h-11 w-full cursor-pointer items-center justify-between gap-2 rounded-md text-start font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring desktop:hidden"
              >
                {facet.label}
                <ChevronDownIcon className={cn('transition-transform duration-(--motion-duration-fast)', open && 'rotate-180')} />
              </button>
            </legend>
            <ul id={listId} className={cn('mt-1 flex-col gap-0.5', open ? 'flex' : 'hidden', 'desktop:flex')}>
              {facet.filters.map((filter) => {
                const disabled = filter.magnitude === 0 && !filter.active;
                return (
                  <li key={filter.value}>
                    <label
                      className={cn(
                        'flex min-h-11 items-center gap-3 rounded-md px-1',
                        disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-muted',
                      )}
                    >
                      <input
                        type="checkbox"
                        checked={filter.active}
                        disabled={disabled}
                        onChange={() => onToggle(facet.code, filter.value)}
                        className="size-5 shrink-0 cursor-[inherit] accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                      />
                      <span className="min-w-0 flex-1 break-words">{filter.label}</span>
                      <span aria-hidden="true" className="text-sm text-muted-foreground tabular-nums">
                        {filter.magnitude}
                      </span>
                      <span className="sr-only">{text('count', { count: filter.magnitude })}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
