import { cva, type VariantProps } from 'class-variance-authority';
import { UserRoundIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';

export const specialistAvatarVariants = cva(
  'bg-secondary text-secondary-foreground ring-background flex shrink-0 items-center justify-center overflow-hidden rounded-full ring-4',
  {
    variants: {
      size: {
        md: 'size-20 [&_svg]:size-9',
        lg: 'size-32 sm:size-40 [&_svg]:size-14',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface SpecialistAvatarProps extends VariantProps<typeof specialistAvatarVariants> {
  image?: string | null;
  /** The photo's text alternative ("Photo: Ana Munteanu"). */
  alt: string;
  className?: string;
}

/** A specialist's photo, or the calm default avatar when there is none or it fails to load. */
export function SpecialistAvatar({ image, alt, size, className }: SpecialistAvatarProps) {
  const [failed, setFailed] = useState(false);
  return (
    <div
      data-slot="specialist-avatar"
      className={cn(specialistAvatarVariants({ size }), className)}
    >
      {image && !failed ? (
        <img
          src={image}
          alt={alt}
          loading="lazy"
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      ) : (
        <UserRoundIcon data-slot="specialist-avatar-fallback" aria-hidden="true" />
      )}
    </div>
  );
}
