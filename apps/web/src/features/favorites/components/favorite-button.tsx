import { Heart } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button, type ButtonSize } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import type { FavoriteKind } from '../keys.ts';
import { useFavoriteStatus } from '../api/use-favorite-status.ts';
import { useToggleFavorite } from '../api/use-toggle-favorite.ts';
import { FAVORITE_MESSAGES } from '../lib/messages.ts';

export interface FavoriteButtonProps {
  kind: FavoriteKind;
  /** The video's or plan's id; null for a video the player has not saved yet (then pass `ensureId`). */
  id: number | null;
  /** The item's title: the button's description (its name is 'Add to favorites' / 'Remove from favorites'). */
  name?: string;
  /** Saves the item first when `id` is null (the player's unsaved video); resolves to its id, or null on failure. */
  ensureId?: () => Promise<number | null>;
  /** 'list' for cards and rows (one shared list request), 'status' for a single item (default). */
  statusFrom?: 'status' | 'list';
  /** 'icon': a heart icon button (cards); 'button': the heart with its label (page headers). */
  variant?: 'icon' | 'button';
  size?: Exclude<ButtonSize, 'icon'>;
  className?: string;
}

/** The favourite heart for a video or a plan. */
export function FavoriteButton({ kind, id, name, ensureId, statusFrom = 'status', variant = 'icon', size = 'md', className }: FavoriteButtonProps) {
  const { isFavorited, isLoading } = useFavoriteStatus(kind, id, statusFrom);
  const toggle = useToggleFavorite();
  const [saving, setSaving] = useState(false);
  const label = isFavorited ? FAVORITE_MESSAGES.remove : FAVORITE_MESSAGES.add;
  const pending = saving || (toggle.isPending && toggle.variables?.id === id);

  async function click() {
    if (pending || isLoading) return;
    let target = id;
    if (target === null) {
      if (!ensureId) return;
      setSaving(true);
      try {
        target = await ensureId();
      } catch {
        target = null;
      } finally {
        setSaving(false);
      }
      if (target === null) {
        toast.error(FAVORITE_MESSAGES.updateFailed);
        return;
      }
    }
    toggle.mutate({ kind, id: target, favorite: !isFavorited });
  }

  const heart = (
    <Heart aria-hidden="true" className={cn('transition-colors', isFavorited ? 'fill-rose-500 text-rose-500' : 'text-current')} />
  );
  const description = name ? `${isFavorited ? 'Remove' : 'Add'} “${name}” ${isFavorited ? 'from' : 'to'} favorites` : undefined;

  return (
    <Button
      variant={variant === 'icon' ? 'ghost' : 'outline'}
      size={variant === 'icon' ? 'icon' : size}
      className={cn(variant === 'icon' && 'size-9', className)}
      aria-label={label}
      aria-pressed={isFavorited}
      title={description ?? label}
      disabled={id === null && !ensureId}
      // Not `disabled` while busy: a disabled button would drop the keyboard focus.
      aria-disabled={isLoading || undefined}
      aria-busy={pending || undefined}
      onClick={() => void click()}
    >
      {heart}
      {variant === 'button' ? label : null}
    </Button>
  );
}
