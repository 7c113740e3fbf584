import { ImageIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { TextLink } from '../../components/text-link/text-link';
import { type LinkComponent, PlainLink } from '../../lib/link-component';

const SHAPES = {
  /** A course's 4:3 cover. */
  landscape: { width: 56, height: 42, className: 'h-10.5 w-14' },
  /** A product's square picture. */
  square: { width: 40, height: 40, className: 'size-10' },
} as const;

export interface CoverLinkProps {
  /** The record's thumbnail; an image icon stands in without one. */
  thumbnail: string | null;
  shape: keyof typeof SHAPES;
  href: string;
  LinkComponent?: LinkComponent;
  children: ReactNode;
}

/** A list's first cell: the record's small picture and its name, a link to its page. */
export function CoverLink({
  thumbnail,
  shape,
  href,
  LinkComponent = PlainLink,
  children,
}: CoverLinkProps) {
  const { className, ...size } = SHAPES[shape];
  return (
    <span className="flex items-center gap-3">
      {thumbnail ? (
        <img
          src={thumbnail}
          alt=""
          {...size}
          className={`${className} shrink-0 rounded-md border object-cover`}
        />
      ) : (
        <ImageIcon aria-hidden="true" className="text-muted-foreground size-10 shrink-0 p-2" />
      )}
      <TextLink asChild>
        <LinkComponent href={href}>{children}</LinkComponent>
      </TextLink>
    </span>
  );
}
