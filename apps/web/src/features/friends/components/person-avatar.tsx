import { useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { type PersonLike, personInitials } from '../lib/person.ts';

const sizes = { sm: 'size-9 text-xs', md: 'size-10 text-sm', lg: 'size-16 text-xl' } as const;

/** The person's picture, or their initials when there is none (or it fails to load). Decorative: the name is shown beside it. */
export function PersonAvatar({
  person,
  imageUrl,
  size = 'md',
  className,
}: {
  person: PersonLike;
  imageUrl: string | null | undefined;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  if (imageUrl && !broken) {
    return (
      <img
        src={imageUrl}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
        className={cn('shrink-0 rounded-full object-cover ring-1 ring-border', sizes[size], className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground',
        sizes[size],
        className,
      )}
    >
      {personInitials(person)}
    </span>
  );
}
