import type { LikeReply } from '@learnstack/contracts';
import { ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useToggleLike } from '../api/use-toggle-like.ts';

export const LIKE_FAILED = 'Network error. Please try again.';

export interface LikeButtonProps {
  planId: number;
  planTitle: string;
  liked: boolean;
  likeCount: number;
  /** The server's answer after a like or unlike (to update a cached list). */
  onChange?: (reply: LikeReply) => void;
  className?: string;
}

interface LikeState {
  liked: boolean;
  count: number;
}

/**
 * Like / unlike a public plan: the count moves by one at once, follows the
 * server's count when it answers, and goes back with 'Network error. Please try again.' on failure.
 */
export function LikeButton({ planId, planTitle, liked, likeCount, onChange, className }: LikeButtonProps) {
  const toggle = useToggleLike();
  // The shown state; new props (a refetched list) replace it.
  const [basis, setBasis] = useState<LikeState>({ liked, count: likeCount });
  const [state, setState] = useState<LikeState>({ liked, count: likeCount });
  if (basis.liked !== liked || basis.count !== likeCount) {
    setBasis({ liked, count: likeCount });
    setState({ liked, count: likeCount });
  }

  function click() {
    if (toggle.isPending) return;
    const previous = state;
    const next = { liked: !previous.liked, count: Math.max(0, previous.count + (previous.liked ? -1 : 1)) };
    setState(next);
    toggle.mutate(
      { planId, like: next.liked },
      {
        onSuccess: (reply) => {
          setState({ liked: reply.liked, count: reply.likeCount });
          onChange?.(reply);
        },
        onError: () => {
          setState(previous);
          toast.error(LIKE_FAILED);
        },
      },
    );
  }

  // The name comes from the content, so the visible count is part of it: "Like {title}: 5 likes".
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn('gap-1.5 px-2 tabular-nums', state.liked && 'text-primary', className)}
      aria-pressed={state.liked}
      aria-busy={toggle.isPending || undefined}
      title={state.liked ? 'Unlike' : 'Like'}
      onClick={click}
    >
      <ThumbsUp aria-hidden="true" className={cn(state.liked && 'fill-current')} />
      <span className="sr-only">{`${state.liked ? 'Unlike' : 'Like'} ${planTitle}:`}</span>
      {state.count}
      <span className="sr-only">{state.count === 1 ? 'like' : 'likes'}</span>
    </Button>
  );
}

/** The like count for visitors: no button (visitors get no add, like or share buttons). */
export function LikeCount({ likeCount }: { likeCount: number }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-sm tabular-nums text-muted-foreground">
      <ThumbsUp className="size-4" aria-hidden="true" />
      {likeCount}
      <span className="sr-only">{likeCount === 1 ? 'like' : 'likes'}</span>
    </span>
  );
}
