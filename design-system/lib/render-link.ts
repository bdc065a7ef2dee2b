import type { ReactNode } from 'react';

/** What the design system hands to a link renderer; the storefront maps `href` to its router. */
export interface LinkRenderProps {
  href: string;
  className?: string;
  children: ReactNode;
  hrefLang?: string;
  lang?: string;
  'aria-current'?: 'true' | 'page';
  onClick?: () => void;
}

/**
 * Lets the storefront render links with React Router's `Link` (client-side
 * navigation) while the design system stays router-free:
 * `renderLink={({ href, ...rest }) => <Link to={href} {...rest} />}`.
 */
export type RenderLink = (props: LinkRenderProps) => ReactNode;
