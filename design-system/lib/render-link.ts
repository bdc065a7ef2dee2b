import type { ReactNode } from 'react';

/** What the design system hands to a link renderer; the storefront maps `href` to its router. */
export interface LinkRenderProps {
  href: string;
  className?: string;
  children: ReactNode;
  hrefLang?: string;
  lang?: string;
  'aria-current'?: 'true' | 'page';
  /** Accessible name when the visible content is an image or a bare number (logo, page "3"). */
  'aria-label'?: string;
  /** `prev` / `next` on pagination links. */
  rel?: string;
  /**
   * For links that are also options of a combobox listbox (search suggestions):
   * `role="option"`, an `id` for `aria-activedescendant`, `aria-selected`, and
   * `tabIndex={-1}` so focus stays in the input. A renderer spreading the rest
   * onto its anchor (as the storefront's does) passes them through.
   */
  id?: string;
  role?: 'option';
  'aria-selected'?: boolean;
  tabIndex?: number;
  onClick?: () => void;
}

/**
 * Lets the storefront render links with React Router's `Link` (client-side
 * navigation) while the design system stays router-free:
 * `renderLink={({ href, ...rest }) => <Link to={href} {...rest} />}`.
 */
export type RenderLink = (props: LinkRenderProps) => ReactNode;
