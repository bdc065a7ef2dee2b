import { useId, type ChangeEvent } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { ChevronSelect } from '../select-field/select-field';
import type { sortSelectMessages } from './sort-select.messages';

export interface SortOption {
  /** Value of the listing's `sort` query parameter (spec §2), e.g. `price-asc`. */
  value: string;
  /** Translated text, e.g. "Price: low to high": the orders are the api's, so the page names them. */
  label: string;
}

export interface SortSelectProps {
  options: readonly SortOption[];
  /** Controlled value (the `sort` in the URL; spec §9 default "latest"). */
  value: string;
  onChange: (value: string) => void;
  /** Form field name, so a GET form without JS submits `?sort=…`. Default `sort`. */
  name?: string;
  /** Keep the label ("Sort by") for assistive tech only (e.g. in a tight toolbar). */
  hideLabel?: boolean;
  className?: string;
}

/**
 * Listing sort order as a native `<select>`: on phones it opens the system
 * picker (large targets, familiar), and it works with the keyboard and screen
 * readers without any script.
 */
export function SortSelect({ options, value, onChange, name = 'sort', hideLabel = false, className }: SortSelectProps) {
  const text = useComponentText<typeof sortSelectMessages>('SortSelect');
  const id = useId();
  return (
    <div data-slot="sort-select" className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className={cn('text-sm font-medium whitespace-nowrap', hideLabel && 'sr-only')}>
        {text('label')}
      </label>
      <ChevronSelect
        id={id}
        name={name}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        options={options}
        wrapperClassName="flex-1"
        className={cn(
          'h-11 w-full min-w-0 cursor-pointer appearance-none rounded-md border border-input bg-background ps-3 pe-10 text-base',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        )}
      />
    </div>
  );
}
