import type { LinkProps } from '@academy/ui';
import { Link } from 'react-router-dom';

/** The ui kit's links, rendered as router links so that navigation stays in the page. */
export function RouterLink({ href, ...props }: LinkProps) {
  return <Link to={href} {...props} />;
}
