import type { ShareReply } from '@learnstack/contracts';
import { Copy, Link2, Mail, RefreshCw, Send, Unlink, Users } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FieldError, FieldHint, Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useFriends } from '../../friends/index.ts';
import { type ShareKind, type ShareRequest, useRevokeShare, useShare } from '../api/use-share.ts';
import { SHARE_MESSAGES } from '../lib/messages.ts';

export interface ShareDialogProps {
  kind: ShareKind;
  id: number;
  /** The plan's title or the group's name. */
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Tab = 'email' | 'friends' | 'link';

/** A 4xx message from the server (validation, 'Friend not found', the daily limit), else null. */
function clientError(err: unknown): string | null {
  return err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401 ? (err.serverMessage ?? null) : null;
}

export async function copyText(text: string): Promise<void> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
    await navigator.clipboard.writeText(text);
    toast.success(SHARE_MESSAGES.copied);
  } catch {
    toast.error(SHARE_MESSAGES.copyFailed, { description: 'Select the link and copy it yourself.' });
  }
}

/** Share a plan or a group: tabs Email, Friends and Link. */
export function ShareDialog({ kind, id, name, open, onOpenChange }: ShareDialogProps) {
  const [tab, setTab] = useState<Tab>('email');
  /** The link, once known (any share's reply carries it); null after Stop sharing. */
  const [link, setLink] = useState<string | null>(null);
  const noun = kind === 'plan' ? 'plan' : 'group';

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={kind === 'plan' ? 'Share Plan' : 'Share Group'}
        description={
          <>
            Share <span className="font-medium text-foreground">“{name}”</span> by email, with a friend, or with a link.
          </>
        }
      >
        <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
          <TabsList aria-label={`Ways to share this ${noun}`} className="w-full">
            <TabsTrigger value="email" className="flex-1">
              <Mail aria-hidden="true" />
              Email
            </TabsTrigger>
            <TabsTrigger value="friends" className="flex-1">
              <Users aria-hidden="true" />
              Friends
            </TabsTrigger>
            <TabsTrigger value="link" className="flex-1">
              <Link2 aria-hidden="true" />
              Link
            </TabsTrigger>
          </TabsList>
          <TabsContent value="email">
            <EmailPanel kind={kind} id={id} onLink={setLink} onShowLink={() => setTab('link')} />
          </TabsContent>
          <TabsContent value="friends">
            <FriendsPanel kind={kind} id={id} onLink={setLink} />
          </TabsContent>
          <TabsContent value="link">
            <LinkPanel kind={kind} id={id} link={link} onLink={setLink} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

interface PanelProps {
  kind: ShareKind;
  id: number;
  onLink: (url: string | null) => void;
}

/** Sends a share, reports the server's message, and hands the link up. Returns the reply, or null on failure. */
function useSend(kind: ShareKind, id: number, onLink: (url: string) => void) {
  const mutation = useShare(kind, id);
  const [error, setError] = useState<string | null>(null);
  async function send(body: ShareRequest): Promise<ShareReply | null> {
    setError(null);
    try {
      const reply = await mutation.mutateAsync(body);
      onLink(reply.shareUrl);
      return reply;
    } catch (err) {
      const message = clientError(err);
      if (message) setError(message);
      toast.error(kind === 'plan' ? SHARE_MESSAGES.planFailed : SHARE_MESSAGES.groupFailed, message ? { description: message } : undefined);
      return null;
    }
  }
  return { send, pending: mutation.isPending, error, setError };
}

function EmailPanel({ kind, id, onLink, onShowLink }: PanelProps & { onShowLink: () => void }) {
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [undelivered, setUndelivered] = useState<string | null>(null);
  const { send, pending, error, setError } = useSend(kind, id, onLink);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    const value = email.trim();
    setUndelivered(null);
    if (!value) {
      setError(SHARE_MESSAGES.emailRequired);
      return;
    }
    const reply = await send({ email: value });
    if (!reply) return;
    if (reply.emailStatus === 'failed') {
      setUndelivered(reply.shareUrl);
      toast.warning(reply.message, { description: `${SHARE_MESSAGES.emailDeliveryFailed}. ${SHARE_MESSAGES.emailDeliveryHint}` });
    } else {
      toast.success(reply.message);
      setEmail('');
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
      <Label htmlFor={inputId}>Email address</Label>
      <Input
        id={inputId}
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={254}
        placeholder="friend@example.com"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          if (error) setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <FieldError id={errorId}>{error}</FieldError>
      <FieldHint>They get an email with the link, and a notification if they have a Learnstack account.</FieldHint>
      {undelivered ? (
        <Alert variant="warning" title={SHARE_MESSAGES.emailDeliveryFailed}>
          <p>{SHARE_MESSAGES.emailDeliveryHint}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => void copyText(undelivered)}>
              <Copy aria-hidden="true" />
              Copy link
            </Button>
            <Button size="sm" variant="ghost" onClick={onShowLink}>
              Show link
            </Button>
          </div>
        </Alert>
      ) : null}
      <Button type="submit" loading={pending} className="self-end">
        {pending ? null : <Send aria-hidden="true" />}
        Send Email
      </Button>
    </form>
  );
}

function FriendsPanel({ kind, id, onLink }: PanelProps) {
  const selectId = useId();
  const errorId = useId();
  const friends = useFriends();
  const [friendId, setFriendId] = useState('');
  const { send, pending, error, setError } = useSend(kind, id, onLink);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    const chosen = Number(friendId);
    if (!friendId || !Number.isInteger(chosen) || chosen <= 0) {
      setError(SHARE_MESSAGES.friendRequired);
      return;
    }
    const reply = await send({ friendId: chosen });
    if (!reply) return;
    if (reply.emailStatus === 'failed') toast.success(reply.message, { description: 'They got a notification; the email could not be delivered.' });
    else toast.success(reply.message);
    setFriendId('');
  }

  if (friends.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <span className="sr-only" role="status">
          Loading your friends
        </span>
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (friends.isError) {
    return (
      <Alert variant="destructive" title="Your friends could not be loaded" live="alert">
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void friends.refetch()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </Alert>
    );
  }
  if (friends.data.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">
        <p>You have no friends on Learnstack yet. Invite someone, or share by email or with the link.</p>
        <Link to="/library?tab=friends&view=invite" className={buttonVariants({ size: 'sm', variant: 'outline' })}>
          <Users aria-hidden="true" />
          Invite Friends
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
      <Label htmlFor={selectId}>Friend</Label>
      <NativeSelect
        id={selectId}
        value={friendId}
        onChange={(e) => {
          setFriendId(e.target.value);
          if (error) setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <option value="">Select a friend</option>
        {friends.data.map((f) => (
          <option key={f.id} value={String(f.id)}>
            {f.name || f.email} ({f.email})
          </option>
        ))}
      </NativeSelect>
      <FieldError id={errorId}>{error}</FieldError>
      <Button type="submit" loading={pending} className="self-end">
        {pending ? null : <Send aria-hidden="true" />}
        Share with Friend
      </Button>
    </form>
  );
}

function LinkPanel({ kind, id, link, onLink }: PanelProps & { link: string | null }) {
  const inputId = useId();
  const mutation = useShare(kind, id);
  const revoke = useRevokeShare(kind, id);
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const noun = kind === 'plan' ? 'plan' : 'group';
  const { mutate } = mutation;
  const requested = useRef(false);

  const fetchLink = () => {
    requested.current = true;
    setFailed(false);
    mutate(
      {},
      {
        onSuccess: (reply) => onLink(reply.shareUrl),
        onError: (err) => {
          setFailed(true);
          const message = clientError(err);
          toast.error(SHARE_MESSAGES.linkFailed, message ? { description: message } : undefined);
        },
      },
    );
  };
  const fetchLinkRef = useRef(fetchLink);
  fetchLinkRef.current = fetchLink;

  // The link is fetched when this tab opens (showing it costs nothing and counts no share).
  useEffect(() => {
    if (link === null && !requested.current) fetchLinkRef.current();
  }, [link]);

  function stopSharing() {
    revoke.mutate(undefined, {
      onSuccess: (reply) => {
        setConfirming(false);
        toast.success(reply?.message || SHARE_MESSAGES.revoked, { description: 'The old link no longer opens. Sharing again makes a new one.' });
        setFailed(false);
        // Show nothing until the user asks for a new link (a fresh fetch would undo the revoke at once).
        requested.current = false;
        onLink('');
      },
      onError: (err) => {
        setConfirming(false);
        const message = clientError(err);
        toast.error(SHARE_MESSAGES.revokeFailed, message ? { description: message } : undefined);
      },
    });
  }

  if (link === '') {
    return (
      <div className="flex flex-col items-start gap-3 text-sm text-muted-foreground">
        <p>Sharing by link is off for this {noun}. Make a new link to share it again.</p>
        <Button variant="outline" onClick={() => onLink(null)}>
          <Link2 aria-hidden="true" />
          Create New Link
        </Button>
      </div>
    );
  }

  if (failed && link === null) {
    return (
      <Alert variant="destructive" title={SHARE_MESSAGES.linkFailed} live="alert">
        <Button
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={fetchLink}
        >
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </Alert>
    );
  }

  if (link === null) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <span className="sr-only" role="status">
          Generating the share link
        </span>
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <Label htmlFor={inputId}>Share link</Label>
      <div className="flex gap-2">
        <Input id={inputId} readOnly value={link} onFocus={(e) => e.currentTarget.select()} className="min-w-0 flex-1 font-mono text-xs" />
        <Button variant="outline" onClick={() => void copyText(link)}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </div>
      <FieldHint>
        Anyone with this link can see the {noun} and add a copy to their plans
        {kind === 'group' ? ', including its private plans' : ''}. It works until you stop sharing.
      </FieldHint>
      <Button variant="ghost" className="self-start text-destructive hover:bg-destructive-soft hover:text-destructive-soft-foreground" onClick={() => setConfirming(true)}>
        <Unlink aria-hidden="true" />
        Stop sharing
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Stop sharing this link?"
        description={`The link stops working for everyone who has it. Copies already added stay with their owners. Sharing the ${noun} again makes a new link.`}
        confirmLabel="Stop sharing"
        pending={revoke.isPending}
        onConfirm={stopSharing}
      />
    </div>
  );
}
