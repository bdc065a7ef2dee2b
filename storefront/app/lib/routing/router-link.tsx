import { Link } from 'react-router';

import type { RenderLink } from '@shop/design-system';

/** Lets design-system links navigate on the client through React Router. */
export const renderRouterLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);

/**
 * For a long list of links (the offers page's few hundred destinations): React Router learns a
 * target's route when the link is followed instead of asking the server about every link as the
 * page renders, and the links carry no `data-discover` attribute.
 */
export const renderRouterLinkFoundOnClick: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} discover="none" {...rest}>
    {children}
  </Link>
);
