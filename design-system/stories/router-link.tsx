import { expect, fn, type within } from 'storybook/test';

import type { LinkRenderProps, RenderLink } from '../lib/render-link';

/*
 * Story-only stand-ins for the storefront's router link (React Router's `Link`, passed in through
 * `renderLink`). Not exported from the design system.
 */

/**
 * An anchor marked `data-router-link` whose click stays in the page: `navigate` records where it
 * went (and the anchor keeps it as `data-navigated-to`, for a play function that only sees the DOM).
 */
export function routerLinkStandIn() {
  const navigate = fn<(href: string) => void>();
  const renderLink: RenderLink = ({ href, children, ...rest }) => (
    <a
      href={href}
      data-router-link=""
      {...rest}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
        event.currentTarget.dataset['navigatedTo'] = href;
      }}
    >
      {children}
    </a>
  );
  return { navigate, renderLink };
}

/**
 * The story where the storefront passes its router link: a spy renders the links, and the link
 * named `name` (to `href`) is the router's.
 */
export function routerLinkStory(href: string, name: string | RegExp) {
  return {
    args: {
      renderLink: fn(({ href: to, children, className }: LinkRenderProps) => (
        <a href={to} className={className} data-router-link="">
          {children}
        </a>
      )),
    },
    play: async ({ canvas, args }: { canvas: ReturnType<typeof within>; args: { renderLink?: unknown } }) => {
      await expect(args.renderLink).toHaveBeenCalledWith(expect.objectContaining({ href }));
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('data-router-link');
    },
  };
}
