import type { LinkRenderProps, RenderLink } from './render-link';

/** The link renderer a component uses when the page gives none: a plain anchor (Storybook, static pages). */
export const renderAnchor: RenderLink = ({ href, children, ...rest }: LinkRenderProps) => (
  <a href={href} {...rest}>
    {children}
  </a>
);
