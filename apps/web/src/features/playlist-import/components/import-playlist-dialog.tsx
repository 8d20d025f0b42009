import type { ExistingImport } from '@learnstack/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, ExternalLink, ListVideo } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { parsePlaylistUrl } from '@learnstack/contracts/youtube-input';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatDate, formatTotalDuration, plural } from '../../../lib/video-format.ts';
import { invalidatePlanData } from '../../plans/index.ts';
import { addExistingPlaylist } from '../api/use-add-existing-playlist.ts';
import { type ImportDuplicateReply, type ImportStartedReply, importPlaylist } from '../api/use-import-playlist.ts';
import { useImportStatus } from '../api/use-import-status.ts';
import { IMPORT_MESSAGES } from '../lib/messages.ts';

type Step =
  | { kind: 'form' }
  | { kind: 'running'; started: ImportStartedReply }
  | { kind: 'duplicates'; reply: ImportDuplicateReply; url: string }
  | { kind: 'already'; slug: string | null; url: string }
  | { kind: 'added'; slug: string; title: string; videoCount: number; message: string };

export interface ImportPlaylistDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A playlist URL to start with (the playlist preview page passes its own). */
  initialUrl?: string;
}

/**
 * Import Playlist: validates the URL, starts the import, shows its
 * real progress by polling, and handles both kinds of duplicate (the user's own import; public
 * imports by others, shown as 'Playlist Already Exists').
 */
export function ImportPlaylistDialog({ open, onOpenChange, initialUrl = '' }: ImportPlaylistDialogProps) {
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [url, setUrl] = useState(initialUrl);

  function change(next: boolean) {
    onOpenChange(next);
    if (!next) {
      // Start afresh next time; a running import carries on on the server.
      setStep({ kind: 'form' });
      setUrl(initialUrl);
    }
  }

  const title =
    step.kind === 'duplicates'
      ? 'Playlist Already Exists'
      : step.kind === 'already'
        ? 'Already Imported'
        : step.kind === 'running'
          ? 'Importing Playlist'
          : step.kind === 'added'
            ? 'Plan Added'
            : 'Import Playlist';
  const description =
    step.kind === 'duplicates'
      ? 'Other learners have already imported this playlist as public plans. Add one of them to your plans, or make your own copy.'
      : step.kind === 'form'
        ? 'Paste the link of a YouTube playlist. Learnstack turns it into a private learning plan with the videos in order.'
        : undefined;

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent title={title} description={description} size={step.kind === 'duplicates' ? 'lg' : 'md'}>
        {step.kind === 'form' ? (
          <ImportForm url={url} onUrlChange={setUrl} onStep={setStep} />
        ) : step.kind === 'running' ? (
          <ImportProgress started={step.started} onClose={() => change(false)} />
        ) : step.kind === 'duplicates' ? (
          <ExistingImports reply={step.reply} url={step.url} onStep={setStep} />
        ) : step.kind === 'already' ? (
          <AlreadyImported slug={step.slug} url={step.url} onStep={setStep} onClose={() => change(false)} />
        ) : (
          <AddedExisting step={step} onClose={() => change(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Starts an import (or a forced new copy) and moves to the step its answer calls for. */
function useStartImport(onStep: (step: Step) => void) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start(url: string, forceCreate: boolean) {
    setPending(true);
    setError(null);
    try {
      const reply = await importPlaylist(url.trim(), forceCreate);
      if (reply.duplicateFound) {
        onStep({ kind: 'duplicates', reply, url });
      } else {
        void invalidatePlanData(queryClient);
        onStep({ kind: 'running', started: reply });
      }
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && err.code === 'USER_ALREADY_IMPORTED') {
        const slug = typeof err.body?.existingPlanSlug === 'string' ? err.body.existingPlanSlug : null;
        onStep({ kind: 'already', slug, url });
        return;
      }
      const message = (err instanceof ApiError && err.serverMessage) || IMPORT_MESSAGES.failed;
      setError(message);
      toast.error(IMPORT_MESSAGES.failedTitle, { description: message });
    } finally {
      setPending(false);
    }
  }
  return { start, pending, error };
}

function ImportForm({ url, onUrlChange, onStep }: { url: string; onUrlChange: (url: string) => void; onStep: (step: Step) => void }) {
  const inputId = useId();
  const { start, pending, error } = useStartImport(onStep);
  const [invalid, setInvalid] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (!url.trim()) {
      setInvalid(true);
      toast.error(IMPORT_MESSAGES.urlRequiredTitle, { description: IMPORT_MESSAGES.urlRequired });
      inputRef.current?.focus();
      return;
    }
    if (!parsePlaylistUrl(url)) {
      setInvalid(true);
      toast.error(IMPORT_MESSAGES.invalidUrlTitle, { description: IMPORT_MESSAGES.invalidUrl });
      inputRef.current?.focus();
      return;
    }
    setInvalid(false);
    void start(url, false);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor={inputId}>YouTube playlist URL</Label>
        <Input
          id={inputId}
          ref={inputRef}
          type="url"
          inputMode="url"
          value={url}
          onChange={(e) => {
            onUrlChange(e.target.value);
            setInvalid(false);
          }}
          placeholder="https://www.youtube.com/playlist?list=…"
          aria-invalid={invalid || undefined}
          autoComplete="off"
          autoFocus
        />
      </div>
      {error ? (
        <Alert variant="destructive" live="none" title={IMPORT_MESSAGES.failedTitle}>
          {error}
        </Alert>
      ) : null}
      <DialogFooter className="mt-2">
        <Button type="submit" loading={pending}>
          <ListVideo aria-hidden="true" />
          {pending ? 'Importing...' : 'Import Playlist'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function ImportProgress({ started, onClose }: { started: ImportStartedReply; onClose: () => void }) {
  const queryClient = useQueryClient();
  const status = useImportStatus(started.importId);
  const data = status.data;
  const state = data?.status ?? 'running';
  const total = Math.max(data?.total ?? started.videoCount, (data?.imported ?? 0) + (data?.skipped ?? 0));
  const imported = data?.imported ?? 0;
  const skipped = data?.skipped ?? 0;
  const slug = data?.planSlug ?? started.planSlug;
  const reported = useRef(false);

  useEffect(() => {
    if (!data || data.status === 'running' || reported.current) return;
    reported.current = true;
    void invalidatePlanData(queryClient);
    if (data.status === 'completed') {
      toast.success('Playlist imported', { description: `${plural(data.imported, 'video')} added to “${data.title}”.` });
    } else {
      toast.error(IMPORT_MESSAGES.failedTitle, { description: data.error ?? IMPORT_MESSAGES.failed });
    }
  }, [data, queryClient]);

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-foreground">
        <span className="font-semibold">{data?.title ?? started.title}</span>
      </p>
      <Progress value={imported + skipped} max={total > 0 ? total : 1} label="Import progress" />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {imported} of {total} imported
        {skipped > 0 ? ` · ${skipped} skipped (deleted, private or unavailable videos)` : ''}
      </p>
      {started.partial ? (
        <Alert variant="info" live="none">
          Only the first {plural(started.videoCount, 'video')} of this playlist can be imported: without a YouTube API key Learnstack reads the
          playlist's public feed, which lists no more.
        </Alert>
      ) : null}
      {state === 'running' ? (
        <Alert variant="info" live="none">
          The import continues in the background if you close this dialog or leave the page. Your plan fills in as the videos arrive.
        </Alert>
      ) : state === 'completed' ? (
        <Alert variant="success" title="Import complete">
          {plural(imported, 'video')} imported into your new private plan.
        </Alert>
      ) : (
        <Alert variant="destructive" title={IMPORT_MESSAGES.failedTitle} live="alert">
          {data?.error ?? IMPORT_MESSAGES.failed} {imported > 0 ? 'The videos imported so far stay in the plan.' : ''}
        </Alert>
      )}
      <DialogFooter className="mt-2">
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        {slug ? (
          <Link to={`/plan/${slug}`} onClick={onClose} className={buttonVariants({ variant: state === 'completed' ? 'primary' : 'outline' })}>
            <ExternalLink aria-hidden="true" />
            Open Plan
          </Link>
        ) : null}
      </DialogFooter>
    </div>
  );
}

function ExistingImports({ reply, url, onStep }: { reply: ImportDuplicateReply; url: string; onStep: (step: Step) => void }) {
  const queryClient = useQueryClient();
  const { start, pending, error } = useStartImport(onStep);
  const [adding, setAdding] = useState<number | null>(null);

  async function addThis(existing: ExistingImport) {
    setAdding(existing.id);
    try {
      const added = await addExistingPlaylist(existing.id);
      void invalidatePlanData(queryClient);
      toast.success(added.message);
      onStep({ kind: 'added', slug: added.planSlug, title: added.title, videoCount: added.videoCount, message: added.message });
    } catch (err) {
      toast.error(IMPORT_MESSAGES.addFailedTitle, { description: (err instanceof ApiError && err.serverMessage) || 'Failed to add the plan. Please try again.' });
    } finally {
      setAdding(null);
    }
  }

  const busy = pending || adding !== null;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground">{reply.title}</span> · {plural(reply.videoCount, 'video')} on YouTube
      </p>
      <ul className="flex flex-col gap-3">
        {reply.existingImports.map((existing) => (
          <li key={existing.id} className="flex flex-col gap-3 rounded-xl border border-border p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-semibold text-foreground">{existing.planTitle}</p>
              <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
                <div className="flex gap-1">
                  <dt>Created by</dt>
                  <dd className="font-medium text-foreground">{existing.isOwnedByUser ? 'you' : existing.creatorName}</dd>
                </div>
                <div className="flex gap-1">
                  <dt className="sr-only">Videos</dt>
                  <dd>{plural(existing.videoCount, 'video')}</dd>
                </div>
                <div className="flex gap-1">
                  <dt className="sr-only">Duration</dt>
                  <dd>{formatTotalDuration(existing.totalDuration)}</dd>
                </div>
                <div className="flex gap-1">
                  <dt>Created</dt>
                  <dd>{formatDate(existing.createdAt) ?? '—'}</dd>
                </div>
              </dl>
            </div>
            <Button
              size="sm"
              onClick={() => void addThis(existing)}
              loading={adding === existing.id}
              disabled={busy}
              aria-label={`Add this one: ${existing.planTitle} by ${existing.creatorName}`}
            >
              Add this one
            </Button>
          </li>
        ))}
      </ul>
      {error ? (
        <Alert variant="destructive" live="none" title={IMPORT_MESSAGES.failedTitle}>
          {error}
        </Alert>
      ) : null}
      <DialogFooter className="mt-2">
        <Button variant="outline" onClick={() => onStep({ kind: 'form' })} disabled={busy}>
          Back
        </Button>
        <Button onClick={() => void start(url, true)} loading={pending} disabled={busy}>
          Create New Copy
        </Button>
      </DialogFooter>
    </div>
  );
}

function AlreadyImported({ slug, url, onStep, onClose }: { slug: string | null; url: string; onStep: (step: Step) => void; onClose: () => void }) {
  const { start, pending, error } = useStartImport(onStep);
  return (
    <div className="flex flex-col gap-4">
      <Alert variant="info" title="You have already imported this playlist.">
        It is one of your learning plans. Open it, or import a second copy.
      </Alert>
      {error ? (
        <Alert variant="destructive" live="none" title={IMPORT_MESSAGES.failedTitle}>
          {error}
        </Alert>
      ) : null}
      <DialogFooter className="mt-2">
        <Button variant="outline" onClick={() => void start(url, true)} loading={pending}>
          Import a new copy
        </Button>
        {slug ? (
          <Link to={`/plan/${slug}`} onClick={onClose} className={buttonVariants()}>
            <ExternalLink aria-hidden="true" />
            Open your plan
          </Link>
        ) : null}
      </DialogFooter>
    </div>
  );
}

function AddedExisting({ step, onClose }: { step: Extract<Step, { kind: 'added' }>; onClose: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <Alert variant="success" title={step.message}>
        <span className="inline-flex items-center gap-1">
          <CheckCircle2 className="size-4" aria-hidden="true" />“{step.title}” · {plural(step.videoCount, 'video')}
        </span>
      </Alert>
      <DialogFooter className="mt-2">
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        <Link to={`/plan/${step.slug}`} onClick={onClose} className={buttonVariants()}>
          <ExternalLink aria-hidden="true" />
          Open Plan
        </Link>
      </DialogFooter>
    </div>
  );
}
