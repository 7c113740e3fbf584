import type { ComponentProps, ComponentType } from 'react';

/** What a block hands to a link: an anchor's props with a required `href`. */
export type LinkProps = ComponentProps<'a'> & { href: string };

/**
 * The link a block renders. The app passes one that wraps its router's link
 * (`({ href, ...rest }) => <Link to={href} {...rest} />`); the default is a plain anchor.
 */
export type LinkComponent = ComponentType<LinkProps>;

export function PlainLink(props: LinkProps) {
  return <a {...props} />;
}
