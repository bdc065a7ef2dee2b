import { useEffect, useEffectEvent, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { useComponentText } from '../../lib/i18n/use-component-text';
import type { RenderLink } from '../../lib/render-link';
import { renderAnchor } from '../../lib/render-anchor';
import { Flag } from '../flag/flag';
import type { languageSwitcherMessages } from './language-switcher.messages';
import {
  languageSwitcherItemClassName,
  languageSwitcherTriggerVariants,
  type LanguageSwitcherTriggerVariantProps,
} from './language-switcher.variants';
import { STOREFRONT_LOCALES, type LocaleOption } from './locales';

export interface LanguageSwitcherProps extends LanguageSwitcherTriggerVariantProps {
  /** Code of the page's language, e.g. "fr". */
  currentLocale: string;
  /** URL of the current page in another language; the storefront owns its routes. */
  getHref: (locale: LocaleOption) => string;
  /** Defaults to the shop's eight languages. */
  locales?: readonly LocaleOption[];
  /** Called when a language link is activated (e.g. to store the locale cookie), before navigation. */
  onLocaleSelect?: (code: string) => void;
  /** Controlled open state of the list. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Renders each link; pass one using React Router's `Link` for client-side navigation. */
  renderLink?: RenderLink;
  flagBasePath?: string;
  /** Which edge of the trigger the list lines up with: `end` for a header's right side. */
  align?: 'start' | 'end';
  className?: string;
}

/**
 * Compact trigger (current flag + code) disclosing a list of language links.
 * A disclosure, not an ARIA menu: the items are ordinary links that navigate,
 * so Tab works as everywhere; arrow keys are added as a shortcut. The trigger is
 * named "FR, Language: Français", the list "Choose your language".
 */
export function LanguageSwitcher({
  currentLocale,
  getHref,
  locales = STOREFRONT_LOCALES,
  onLocaleSelect,
  open: controlledOpen,
  defaultOpen = false,
  onOpenChange,
  renderLink = renderAnchor,
  flagBasePath,
  appearance,
  align = 'end',
  className,
}: LanguageSwitcherProps) {
  const text = useComponentText<typeof languageSwitcherMessages>('LanguageSwitcher');
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = controlledOpen ?? uncontrolledOpen;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const current = locales.find((locale) => locale.code === currentLocale) ?? locales[0];
  const visibleCode = (current?.code ?? currentLocale).toUpperCase();

  function setOpen(next: boolean) {
    if (controlledOpen === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  }

  // Close on a pointer press outside, like any popup. An effect event sees the latest
  // props without re-subscribing the document listener on every render.
  const closeFromOutside = useEffectEvent(() => setOpen(false));
  useEffect(() => {
    if (!open) return undefined;
    function closeIfOutside(event: PointerEvent) {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) closeFromOutside();
    }
    document.addEventListener('pointerdown', closeIfOutside);
    return () => document.removeEventListener('pointerdown', closeIfOutside);
  }, [open]);

  function linksInList(): HTMLAnchorElement[] {
    return [...(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      triggerRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = linksInList();
    if (links.length === 0) return;
    event.preventDefault();
    const focusedIndex = links.findIndex((link) => link === document.activeElement);
    if (focusedIndex === -1) {
      // From the trigger: land on the current language, where the reader most likely starts.
      const currentIndex = links.findIndex((link) => link.getAttribute('aria-current') === 'true');
      links[Math.max(currentIndex, 0)]?.focus();
      return;
    }
    const step = event.key === 'ArrowDown' ? 1 : -1;
    links[(focusedIndex + step + links.length) % links.length]?.focus();
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    // Tabbing past the last link closes the list instead of leaving it floating.
    if (open && event.relatedTarget instanceof Node && !rootRef.current?.contains(event.relatedTarget)) {
      setOpen(false);
    }
  }

  return (
    // Arrow keys and Escape are caught here as they bubble from the trigger and the links, both interactive.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the handlers only delegate for those controls
    <div
      ref={rootRef}
      data-slot="language-switcher"
      className={cn('relative inline-block', className)}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
    >
      <button
        ref={triggerRef}
        type="button"
        data-slot="language-switcher-trigger"
        // Starts with the visible code so speech-input users can say what they see (WCAG 2.5.3).
        aria-label={text('trigger', { code: visibleCode, language: current?.label ?? visibleCode })}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className={languageSwitcherTriggerVariants({ appearance })}
      >
        {current === undefined ? null : <Flag code={current.flagCode} size="sm" basePath={flagBasePath} />}
        <span>{visibleCode}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={cn('size-4 transition-transform duration-(--motion-duration-fast)', open && 'rotate-180')}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <div
        ref={listRef}
        id={listId}
        data-slot="language-switcher-list"
        hidden={!open}
        className={cn(
          'absolute top-full z-header mt-2 w-56 max-w-[calc(100vw-2rem)] rounded-lg border bg-card p-1 shadow-lg',
          align === 'end' ? 'end-0' : 'start-0',
        )}
      >
        <ul aria-label={text('list')} className="flex flex-col gap-0.5">
          {locales.map((locale) => {
            const isCurrent = locale.code === current?.code;
            return (
              <li key={locale.code}>
                {renderLink({
                  href: getHref(locale),
                  hrefLang: locale.lang,
                  lang: locale.lang,
                  className: languageSwitcherItemClassName,
                  'aria-current': isCurrent ? 'true' : undefined,
                  onClick: () => {
                    onLocaleSelect?.(locale.code);
                    setOpen(false);
                  },
                  children: (
                    <>
                      <Flag code={locale.flagCode} size="sm" basePath={flagBasePath} />
                      <span className="flex-1">{locale.label}</span>
                      {isCurrent ? <CheckIcon /> : null}
                    </>
                  ),
                })}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

function CheckIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M5 12l5 5 9-10" />
    </svg>
  );
}
