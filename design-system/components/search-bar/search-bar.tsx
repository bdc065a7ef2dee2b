import { useEffect, useEffectEvent, useId, useRef, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import { CloseIcon, SearchIcon } from '../../lib/icons';
import type { RenderLink } from '../../lib/render-link';
import { Button } from '../button/button';
import { Spinner } from '../spinner/spinner';
import type { searchBarMessages } from './search-bar.messages';
import { searchBarListboxClassName, searchBarPopupClassName } from './search-bar.variants';
import { SearchResultItem, type SearchBarResult } from './search-result-item';

/** What the dropdown shows; the search machine's `selectStatus` returns the same union. */
export type SearchBarStatus = 'initial' | 'loading' | 'results' | 'noResults' | 'error';

/** Why the bar asks to close: Escape in the input, or its close button. */
export type SearchBarCloseReason = 'escape' | 'button';

export interface SearchBarProps {
  /** The bar is shown (spec §4: it toggles visible or hidden). Nothing renders when false. */
  open: boolean;
  /** The input's value. Controlled: report changes with `onTermChange`. */
  term: string;
  onTermChange: (term: string) => void;
  /** What the dropdown shows. */
  status: SearchBarStatus;
  /** Suggestions; listed when `status` is `results`. */
  results: readonly SearchBarResult[];
  /** Index of the highlighted suggestion (`aria-activedescendant`), -1 for none. */
  activeIndex: number;
  /**
   * Whether the dropdown is shown. Defaults to "the term is not blank". The
   * search machine closes it on the first Escape while the bar stays.
   */
  expanded?: boolean;
  /**
   * Every keydown of the input, first. Call `event.preventDefault()` to take
   * the key over (e.g. to send it to the search machine); otherwise the bar
   * does the combobox defaults: arrows call `onActiveIndexChange` (wrapping),
   * Enter on a highlighted suggestion calls `onSelect`, Escape calls `onClose('escape')`.
   */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  onActiveIndexChange?: (index: number) => void;
  /**
   * Enter on the highlighted suggestion. Focus is in the input, so no link was
   * followed: navigate to `result.href`. A click follows the suggestion's own link.
   */
  onSelect?: (result: SearchBarResult, index: number) => void;
  /** Escape in the input, or the close button. */
  onClose?: (reason: SearchBarCloseReason) => void;
  /** The error message's retry button. */
  onRetry?: () => void;
  renderLink?: RenderLink;
  flagBasePath?: string;
  /** Focus the input when the bar appears (it opens on the shopper's request). Default true. */
  autoFocus?: boolean;
  className?: string;
}

/**
 * The header search (spec §2): an input with the WAI-ARIA combobox pattern
 * (list autocomplete) over a listbox of suggestion links, plus a polite live
 * region that announces the dropdown's state. Fully controlled: the storefront
 * drives it from the search machine.
 */
export function SearchBar(props: SearchBarProps) {
  if (!props.open) return null;
  return <OpenSearchBar {...props} />;
}

function OpenSearchBar({
  term,
  onTermChange,
  status,
  results,
  activeIndex,
  expanded,
  onKeyDown,
  onActiveIndexChange,
  onSelect,
  onClose,
  onRetry,
  renderLink,
  flagBasePath,
  autoFocus = true,
  className,
}: SearchBarProps) {
  const text = useComponentText<typeof searchBarMessages>('SearchBar');
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxRef = useRef<HTMLDivElement>(null);

  const isExpanded = expanded ?? term.trim() !== '';
  const listed = isExpanded && status === 'results' && results.length > 0;
  const active = listed && activeIndex >= 0 && activeIndex < results.length ? results[activeIndex] : undefined;
  const activeId = active === undefined ? undefined : optionId(activeIndex);

  // Focus the input when the bar appears; give focus back to where it was (the header's
  // search button) when it goes, unless the shopper has moved on to something else.
  // Only on appearing and disappearing: `autoFocus` is read once, like the HTML attribute.
  const focusIfAsked = useEffectEvent(() => {
    if (autoFocus) inputRef.current?.focus();
  });
  useEffect(() => {
    const openedFrom = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    focusIfAsked();
    const input = inputRef.current;
    return () => {
      const focusWasInside = document.activeElement === input || document.activeElement === document.body;
      if (focusWasInside && openedFrom?.isConnected) openedFrom.focus();
    };
  }, []);

  // Keep the highlighted option in view inside the scrolling dropdown.
  useEffect(() => {
    if (activeId === undefined) return;
    const option = listboxRef.current?.querySelector<HTMLElement>(`[id="${CSS.escape(activeId)}"]`);
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!listed) return;
        event.preventDefault();
        const last = results.length - 1;
        // Wrapping: down from the last (or from none) goes to the first, up from the first (or none) to the last.
        const next =
          event.key === 'ArrowDown'
            ? activeIndex < 0 || activeIndex >= last
              ? 0
              : activeIndex + 1
            : activeIndex <= 0 || activeIndex > last
              ? last
              : activeIndex - 1;
        onActiveIndexChange?.(next);
        return;
      }
      case 'Enter': {
        if (active === undefined) return;
        event.preventDefault();
        onSelect?.(active, activeIndex);
        return;
      }
      case 'Escape': {
        event.preventDefault();
        onClose?.('escape');
        return;
      }
      default:
        return;
    }
  }

  const label = text('label');
  // Spec §2: "no result for the term", with the term in it.
  const messages: Record<SearchBarStatus, string> = {
    initial: text('initial'),
    loading: text('loading'),
    results: text('results', { count: results.length }),
    noResults: text('noResults', { term: term.trim() }),
    error: text('error'),
  };
  const announcement = isExpanded ? messages[status] : '';

  return (
    <div data-slot="search-bar" role="search" className={cn('relative w-full', className)}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <div className="flex items-center gap-2 rounded-lg border border-input bg-background ps-3 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring">
        <SearchIcon className="text-muted-foreground" />
        <input
          ref={inputRef}
          id={inputId}
          data-slot="search-bar-input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listed}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          // Spec §2: asks where internet is needed.
          placeholder={text('placeholder')}
          value={term}
          onChange={(event) => onTermChange(event.target.value)}
          onKeyDown={handleKeyDown}
          // 16 px text: iOS zooms into smaller inputs on focus.
          className="h-11 min-w-0 flex-1 bg-transparent text-base placeholder:text-muted-foreground focus:outline-none"
        />
        <button
          type="button"
          data-slot="search-bar-close"
          aria-label={text('close')}
          onClick={() => onClose?.('button')}
          className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <CloseIcon />
        </button>
      </div>

      <div data-slot="search-bar-popup" hidden={!isExpanded} className={searchBarPopupClassName}>
        {/* Always in the DOM so `aria-controls` never points at nothing; hidden while empty. */}
        <div
          ref={listboxRef}
          id={listboxId}
          role="listbox"
          aria-label={label}
          data-slot="search-bar-listbox"
          hidden={!listed}
          className={searchBarListboxClassName}
        >
          {listed
            ? results.map((result, index) => (
                <SearchResultItem
                  key={result.id}
                  id={optionId(index)}
                  result={result}
                  active={index === activeIndex}
                  renderLink={renderLink}
                  flagBasePath={flagBasePath}
                />
              ))
            : null}
        </div>
        {isExpanded && status !== 'results' ? (
          <div data-slot="search-bar-message" className="flex items-center gap-3 px-4 py-3 text-sm">
            {status === 'loading' ? <Spinner size="sm" className="text-primary" /> : null}
            <p className={cn('flex-1', status === 'initial' && 'text-muted-foreground')}>{messages[status]}</p>
            {status === 'error' ? (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                {text('retry')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>

      {/* Polite: announced after the shopper stops typing, without moving focus. Always mounted so changes are heard. */}
      <p role="status" data-slot="search-bar-status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
