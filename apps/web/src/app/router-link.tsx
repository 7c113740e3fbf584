import type { LinkProps } from '@academy/ui';
import { Link } from 'react-router-dom';
import { scrollRuleFor } from './scroll-rule';

/**
 * The ui kit's links, rendered as router links so that navigation stays in the page; a link to a
 * protected route keeps the scroll position (spec 2.1, scroll-rule.ts).
 */
export function RouterLink({ href, ...props }: LinkProps) {
  return <Link to={href} {...scrollRuleFor(href)} {...props} />;
}
