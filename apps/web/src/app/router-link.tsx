import type { LinkProps } from '@academy/ui';
import { Link } from 'react-router-dom';

/**
 * The ui kit's links, rendered as router links so that navigation stays in the page; a link opens
 * its page at the top (or at its `#hash`), as scroll-rule.ts says.
 */
export function RouterLink({ href, ...props }: LinkProps) {
  return <Link to={href} {...props} />;
}
