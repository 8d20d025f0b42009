import { TRANSCRIPT_MESSAGES, TRANSCRIPT_UPLOAD_MAX_BYTES } from '@learnstack/contracts/transcripts-rules';
import { Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, FieldHint } from '../../../components/ui/label.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useRemoveTranscript, useUploadTranscript } from '../api/transcript-api.ts';

export const UPLOAD_MESSAGES = {
  /** The server's message for a file over 2 MB, said before the file is sent. */
  tooLarge: TRANSCRIPT_MESSAGES.tooLarge,
  wrongType: 'Choose a .vtt or .srt file',
  failed: 'The transcript could not be uploaded. Please try again.',
  uploaded: 'Your transcript is saved',
  removed: 'Your transcript was removed',
  removeFailed: 'The transcript could not be removed. Please try again.',
} as const;

function serverText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.serverMessage ? error.serverMessage : fallback;
}

/** The format from the file's name: the server parses by the format it is told. */
function formatOf(name: string): 'vtt' | 'srt' | null {
  const ext = name.toLowerCase().split('.').pop();
  return ext === 'vtt' || ext === 'srt' ? ext : null;
}

/** A .vtt or .srt file of the learner's own, checked here (type, 2 MB) and parsed by the server. */
export function UploadTranscript({ youtubeId, replacing = false }: { youtubeId: string; replacing?: boolean }) {
  const upload = useUploadTranscript(youtubeId);
  const [error, setError] = useState<string | null>(null);
  const ids = { input: useId(), hint: useId(), error: useId() };

  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    setError(null);
    if (!file) return;
    const format = formatOf(file.name);
    if (!format) return setError(UPLOAD_MESSAGES.wrongType);
    if (file.size > TRANSCRIPT_UPLOAD_MAX_BYTES) return setError(UPLOAD_MESSAGES.tooLarge);
    const content = await file.text();
    upload.mutate(
      { format, content },
      {
        onSuccess: () => toast.success(UPLOAD_MESSAGES.uploaded),
        onError: (err) => setError(serverText(err, UPLOAD_MESSAGES.failed)),
        // The same file chosen again after a fix is a new change.
        onSettled: () => {
          input.value = '';
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-1.5 rounded-xl border border-dashed border-border p-3">
      <label htmlFor={ids.input} className="inline-flex items-center gap-2 text-sm font-medium text-foreground">
        <Upload className="size-4" aria-hidden="true" />
        {replacing ? 'Upload your own transcript' : 'Upload a transcript'}
      </label>
      <input
        id={ids.input}
        type="file"
        accept=".vtt,.srt,text/vtt,application/x-subrip"
        onChange={(e) => void onChange(e)}
        disabled={upload.isPending}
        aria-describedby={`${ids.hint}${error ? ` ${ids.error}` : ''}`}
        aria-invalid={error ? true : undefined}
        className="max-w-full text-sm text-muted-foreground file:mr-3 file:rounded-md file:border file:border-border file:bg-card file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-foreground hover:file:bg-muted"
      />
      <FieldHint id={ids.hint}>{replacing ? 'Captions you trust more: yours, shown and searched only for you. ' : ''}A .vtt or .srt file, at most 2 MB.</FieldHint>
      {upload.isPending ? (
        <p className="text-sm text-muted-foreground" role="status">
          Uploading…
        </p>
      ) : null}
      <FieldError id={ids.error}>{error}</FieldError>
    </div>
  );
}

/** The learner's own upload in use: removing it brings back YouTube's captions, if any. */
export function RemoveTranscript({ youtubeId }: { youtubeId: string }) {
  const remove = useRemoveTranscript(youtubeId);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
      <span>Your uploaded transcript</span>
      <Button
        variant="ghost"
        size="sm"
        className="h-7 px-2 text-xs"
        loading={remove.isPending}
        onClick={() =>
          remove.mutate(undefined, {
            onSuccess: () => toast.success(UPLOAD_MESSAGES.removed),
            onError: (err) => toast.error(serverText(err, UPLOAD_MESSAGES.removeFailed)),
          })
        }
      >
        {remove.isPending ? null : <Trash2 aria-hidden="true" />}
        Remove my transcript
      </Button>
    </div>
  );
}
