import type { PlanVideoEntry } from '@learnstack/contracts';
import { ArrowDown, ArrowUp, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FieldError, FieldHint, Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { type ModificationRequestInput, useSendModificationRequest } from '../api/use-modification-request.ts';
import { REQUEST_TYPE_LABELS } from '../lib/request-types.ts';
import { descriptionError, serverMessage, titleError } from './plan-messages.ts';

type RequestType = ModificationRequestInput['requestType'];

const MESSAGE_MAX = 1000;

export interface RequestModificationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plan: { id: number; title: string; description: string } | null;
  /** The plan's videos (for removal and reordering). */
  entries: PlanVideoEntry[];
  /** A video the user tried to add (PUBLIC_PLAN_READ_ONLY): the request starts as add_video with it. */
  videoToAdd?: { id: number; title: string } | null;
}

/**
 * Request Modification: asks the owner of a read-only public plan
 * for a change. requestData follows the type; the message is optional in the API, but sending
 * does nothing while it is blank, so Send waits for one.
 */
export function RequestModificationDialog({ open, onOpenChange, plan, entries, videoToAdd = null }: RequestModificationDialogProps) {
  return (
    <Dialog open={open && plan !== null} onOpenChange={onOpenChange}>
      {plan ? (
        <DialogContent title="Request Modification" description={`“${plan.title}” is read-only for you. Ask its owner to make a change.`}>
          <RequestForm plan={plan} entries={entries} videoToAdd={videoToAdd} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function RequestForm({
  plan,
  entries,
  videoToAdd,
  onDone,
}: {
  plan: NonNullable<RequestModificationDialogProps['plan']>;
  entries: PlanVideoEntry[];
  videoToAdd: { id: number; title: string } | null;
  onDone: () => void;
}) {
  const ids = { type: useId(), video: useId(), title: useId(), description: useId(), message: useId(), messageHint: useId(), editError: useId() };
  const [type, setType] = useState<RequestType>(videoToAdd ? 'add_video' : 'edit_plan');
  const [removeId, setRemoveId] = useState('');
  const [order, setOrder] = useState<PlanVideoEntry[]>(entries);
  const [title, setTitle] = useState(plan.title);
  const [description, setDescription] = useState(plan.description);
  const [message, setMessage] = useState('');
  const send = useSendModificationRequest();

  const types: RequestType[] = [...(videoToAdd ? (['add_video'] as const) : []), 'edit_plan', ...(entries.length > 0 ? (['remove_video'] as const) : []), ...(entries.length > 1 ? (['reorder_videos'] as const) : [])];

  /** The request body, or a reason it cannot be sent yet. */
  function build(): ModificationRequestInput | string {
    const text = message.trim();
    switch (type) {
      case 'add_video':
        return videoToAdd ? { requestType: 'add_video', requestData: { videoId: videoToAdd.id, videoTitle: videoToAdd.title }, message: text } : 'Choose a video to add.';
      case 'remove_video': {
        const entry = entries.find((e) => String(e.videoId) === removeId);
        return entry ? { requestType: 'remove_video', requestData: { videoId: entry.videoId, videoTitle: entry.video.title }, message: text } : 'Choose the video to remove.';
      }
      case 'reorder_videos': {
        const changed = order.some((e, i) => e.id !== entries[i]?.id);
        return changed ? { requestType: 'reorder_videos', requestData: { videoOrder: order.map((e) => e.videoId) }, message: text } : 'Move at least one video to propose a new order.';
      }
      case 'edit_plan': {
        const problem = titleError(title) ?? descriptionError(description);
        if (problem) return problem;
        const data: { title?: string; description?: string } = {};
        if (title.trim() !== plan.title) data.title = title.trim();
        if (description.trim() !== plan.description) data.description = description.trim();
        return Object.keys(data).length > 0 ? { requestType: 'edit_plan', requestData: data, message: text } : 'Change the title or the description to propose an edit.';
      }
    }
  }

  const body = build();
  const invalidEdit = type === 'edit_plan' ? (titleError(title) ?? descriptionError(description)) : null;
  const blank = message.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    // Sending does nothing while the message is blank.
    if (blank || typeof body === 'string' || send.isPending) return;
    send.mutate(
      { planId: plan.id, body },
      {
        onSuccess: (reply) => {
          toast.success('Request sent', { description: reply.message });
          onDone();
        },
        onError: (err) => toast.error('Failed to send request', { description: serverMessage(err, 'Please try again.') }),
      },
    );
  }

  function moveInOrder(index: number, delta: -1 | 1) {
    setOrder((current) => {
      const next = [...current];
      const target = index + delta;
      const a = next[index];
      const b = next[target];
      if (!a || !b) return current;
      next[index] = b;
      next[target] = a;
      return next;
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.type}>Request type</Label>
        <NativeSelect id={ids.type} value={type} onChange={(e) => setType(e.target.value as RequestType)}>
          {types.map((t) => (
            <option key={t} value={t}>
              {REQUEST_TYPE_LABELS[t]}
            </option>
          ))}
        </NativeSelect>
      </div>

      {type === 'add_video' && videoToAdd ? (
        <p className="rounded-xl border border-border bg-muted/60 p-3 text-sm text-foreground">
          <span className="text-muted-foreground">Video to add: </span>
          <span className="font-medium">{videoToAdd.title}</span>
        </p>
      ) : null}

      {type === 'remove_video' ? (
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.video}>Video to remove</Label>
          <NativeSelect id={ids.video} value={removeId} onChange={(e) => setRemoveId(e.target.value)}>
            <option value="">Choose a video…</option>
            {entries.map((e, i) => (
              <option key={e.id} value={String(e.videoId)}>
                {i + 1}. {e.video.title}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}

      {type === 'reorder_videos' ? (
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-foreground">Proposed order</legend>
          <ol className="flex max-h-64 flex-col gap-1.5 overflow-y-auto pr-1">
            {order.map((e, i) => (
              <li key={e.id} className="flex items-center gap-2 rounded-lg border border-border px-2 py-1.5 text-sm">
                <span className="w-6 text-center tabular-nums text-muted-foreground">{i + 1}</span>
                <span className="min-w-0 flex-1 truncate text-foreground">{e.video.title}</span>
                <Button variant="ghost" size="icon" className="size-8" aria-label={`Move ${e.video.title} up`} disabled={i === 0} onClick={() => moveInOrder(i, -1)}>
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={`Move ${e.video.title} down`}
                  disabled={i === order.length - 1}
                  onClick={() => moveInOrder(i, 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ol>
        </fieldset>
      ) : null}

      {type === 'edit_plan' ? (
        <>
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.title}>Proposed title</Label>
            <Input id={ids.title} value={title} onChange={(e) => setTitle(e.target.value)} aria-invalid={titleError(title) ? true : undefined} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.description}>Proposed description</Label>
            <Textarea id={ids.description} rows={3} value={description} onChange={(e) => setDescription(e.target.value)} aria-invalid={descriptionError(description) ? true : undefined} />
          </div>
        </>
      ) : null}

      {invalidEdit ? (
        <FieldError id={ids.editError}>{invalidEdit}</FieldError>
      ) : typeof body === 'string' ? (
        <p className="text-xs text-muted-foreground">{body}</p>
      ) : null}

      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.message}>Message to the owner</Label>
        <Textarea
          id={ids.message}
          rows={3}
          maxLength={MESSAGE_MAX}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          placeholder="Explain what you would change and why."
          aria-describedby={ids.messageHint}
        />
        <FieldHint id={ids.messageHint}>The request is sent with your message; write one to send it.</FieldHint>
      </div>

      <DialogFooter className="mt-1">
        <Button variant="outline" onClick={onDone} disabled={send.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={blank || typeof body === 'string'} loading={send.isPending}>
          <Send aria-hidden="true" />
          Send Request
        </Button>
      </DialogFooter>
    </form>
  );
}
