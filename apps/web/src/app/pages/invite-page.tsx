import type { PublicInvite } from '@learnstack/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock, CheckCircle2, Clock, LinkIcon, LogIn, RefreshCw, UserPlus, Users } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { PENDING_INVITE_TOKEN_KEY, useCurrentUser } from '../../features/auth/index.ts';
import { formatDate, FRIEND_TEXT, PersonAvatar, personName, useFriendActions, usePublicInvite } from '../../features/friends/index.ts';
import { friendKeys } from '../../features/friends/keys.ts';
import { ApiError } from '../../lib/api.ts';
import { storageGet, storageRemove, storageSet } from '../../lib/storage.ts';

type DeadEnd = 'invalid' | 'expired' | 'used';

const DEAD_ENDS: Record<DeadEnd, { title: string; icon: ReactNode; text: (invite?: PublicInvite) => string }> = {
  invalid: {
    title: 'Invalid Invitation',
    icon: <LinkIcon />,
    text: () => 'This invitation link is not valid. It may have been mistyped, or the person who sent it canceled it.',
  },
  expired: {
    title: 'Invitation Expired',
    icon: <Clock />,
    text: (invite) => {
      const date = invite ? formatDate(invite.expiresAt) : null;
      const who = invite ? personName(invite.fromUser) : 'your friend';
      return `This invitation expired${date ? ` on ${date}` : ''}. Ask ${who} to send you a new one.`;
    },
  },
  used: {
    title: 'Invitation Already Used',
    icon: <CheckCircle2 />,
    text: () => 'This invitation has already been accepted. Each invitation link can be used once.',
  },
};

function deadEndOf(invite: PublicInvite | undefined, error: unknown): DeadEnd | null {
  if (error instanceof ApiError && error.status === 404) return 'invalid';
  if (!invite) return null;
  if (invite.status === 'canceled') return 'invalid';
  if (invite.status === 'expired') return 'expired';
  if (invite.status === 'accepted') return 'used';
  return null;
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-12 sm:py-20">
      <Card className="flex flex-col items-center gap-4 p-6 text-center sm:p-8">{children}</Card>
    </div>
  );
}

function IconBubble({ children }: { children: ReactNode }) {
  return (
    <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-6" aria-hidden="true">
      {children}
    </span>
  );
}

/** /invite/{inviteToken} (public): who invites you, until when, and how to accept. */
export default function InvitePage() {
  const { inviteToken = '' } = useParams();
  const token = inviteToken.trim();
  const { user } = useCurrentUser();
  const signedIn = user !== null;
  const invite = usePublicInvite(token);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const actions = useFriendActions();
  const deadEnd = deadEndOf(invite.data, invite.error);

  // A visitor keeps the token until they have signed up or in (the auth pages accept it then);
  // a dead link is forgotten.
  useEffect(() => {
    if (!token) return;
    if (deadEnd) {
      if (storageGet(PENDING_INVITE_TOKEN_KEY) === token) storageRemove(PENDING_INVITE_TOKEN_KEY);
    } else if (!signedIn && invite.data) {
      storageSet(PENDING_INVITE_TOKEN_KEY, token);
    }
  }, [token, deadEnd, signedIn, invite.data]);

  async function accept() {
    const ok = await actions.acceptInvite({ inviteToken: token }, FRIEND_TEXT.acceptInvitePageFailed);
    if (ok) {
      storageRemove(PENDING_INVITE_TOKEN_KEY);
      navigate('/dashboard');
    } else {
      void queryClient.invalidateQueries({ queryKey: friendKeys.publicInvite(token) });
    }
  }

  const home = signedIn ? (
    <Link to="/dashboard" className={buttonVariants({ variant: 'outline' })}>
      Go to Dashboard
    </Link>
  ) : (
    <Link to="/" className={buttonVariants({ variant: 'outline' })}>
      Go to Home
    </Link>
  );

  if (!token || deadEnd) {
    const end = DEAD_ENDS[deadEnd ?? 'invalid'];
    return (
      <Shell>
        <IconBubble>{end.icon}</IconBubble>
        <h1 className="text-2xl font-bold tracking-tight text-foreground">{end.title}</h1>
        <p className="text-muted-foreground">{end.text(invite.data)}</p>
        {home}
      </Shell>
    );
  }

  if (invite.isPending) {
    return (
      <Shell>
        <span className="sr-only" role="status">
          Loading the invitation
        </span>
        <Skeleton className="size-16 rounded-full" />
        <Skeleton className="h-7 w-3/4" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-2 h-10 w-full" />
      </Shell>
    );
  }

  if (invite.isError || !invite.data) {
    return (
      <Shell>
        <IconBubble>
          <RefreshCw />
        </IconBubble>
        <h1 className="text-2xl font-bold tracking-tight text-foreground">The invitation could not be loaded</h1>
        <p className="text-muted-foreground">Check your connection and try again.</p>
        <Button onClick={() => void invite.refetch()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </Shell>
    );
  }

  const { fromUser, expiresAt } = invite.data;
  const name = personName(fromUser);
  const expires = formatDate(expiresAt);

  return (
    <Shell>
      <PersonAvatar person={fromUser} imageUrl={fromUser.profileImageUrl} size="lg" />
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">You're invited</p>
        <h1 className="text-2xl font-bold tracking-tight text-foreground">{name} invited you to connect on Learnstack</h1>
        <p className="text-muted-foreground">
          {signedIn
            ? `Accept to add ${name} to your friends.`
            : `Create your free account, or sign in, and you and ${name} become friends on Learnstack.`}
        </p>
      </div>
      {expires ? (
        <p className="inline-flex items-center gap-2 rounded-full bg-muted px-3 py-1 text-sm text-muted-foreground">
          <CalendarClock className="size-4" aria-hidden="true" />
          Expires on {expires}
        </p>
      ) : null}
      {signedIn ? (
        <Button size="lg" className="mt-2 w-full" loading={actions.acceptingInvite} onClick={() => void accept()}>
          {actions.acceptingInvite ? null : <Users aria-hidden="true" />}
          Accept Invitation
        </Button>
      ) : (
        <div className="mt-2 flex w-full flex-col gap-3">
          <Link to="/signup" onClick={() => storageSet(PENDING_INVITE_TOKEN_KEY, token)} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
            <UserPlus aria-hidden="true" />
            Join
          </Link>
          <Link
            to="/login"
            onClick={() => storageSet(PENDING_INVITE_TOKEN_KEY, token)}
            className={buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full' })}
          >
            <LogIn aria-hidden="true" />
            Sign In Instead
          </Link>
        </div>
      )}
    </Shell>
  );
}
