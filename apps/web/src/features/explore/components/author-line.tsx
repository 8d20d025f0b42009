import { useState } from 'react';

interface Author {
  name: string;
  profileImageUrl: string | null;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** "by {name}" with the author's picture (or initials). */
export function AuthorLine({ author }: { author: Author }) {
  const [broken, setBroken] = useState(false);
  const picture = author.profileImageUrl && !broken ? author.profileImageUrl : null;
  return (
    <p className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground">
      {picture ? (
        <img src={picture} alt="" className="size-6 shrink-0 rounded-full object-cover" referrerPolicy="no-referrer" onError={() => setBroken(true)} />
      ) : (
        <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-accent text-[10px] font-semibold text-accent-foreground" aria-hidden="true">
          {initials(author.name)}
        </span>
      )}
      <span className="truncate">
        by <span className="font-medium text-foreground">{author.name}</span>
      </span>
    </p>
  );
}
