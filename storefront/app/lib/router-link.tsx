import { Link } from 'react-router';

import type { RenderLink } from '@shop/design-system';

/** Lets design-system links navigate on the client through React Router. */
export const renderRouterLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);
