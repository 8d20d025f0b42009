import type { ModificationRequest, PlanVideoEntry } from '@learnstack/contracts';
import { Check, Inbox, X } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/video-format.ts';
import { useDecideModificationRequest } from '../api/use-decide-modification-request.ts';
import { REQUEST_TYPE_LABELS } from '../lib/request-types.ts';
import { serverMessage } from './plan-messages.ts';

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

/** What a request asks for, in words (from its requestData, whose shape depends on its type). */
export function describeRequest(request: ModificationRequest, entries: PlanVideoEntry[]): string {
  const data = request.requestData;
  const titleOf = (videoId: unknown) => text(data.videoTitle) ?? entries.find((e) => e.videoId === videoId)?.video.title ?? 'a video';
  switch (request.requestType) {
    case 'add_video':
      return `Add “${titleOf(data.videoId)}”`;
    case 'remove_video':
      return `Remove “${titleOf(data.videoId)}”`;
    case 'reorder_videos': {
      const order = Array.isArray(data.videoOrder) ? data.videoOrder : [];
      const titles = order.map((id) => entries.find((e) => e.videoId === id)?.video.title).filter(Boolean);
      return titles.length > 0 ? `New order: ${titles.map((t, i) => `${i + 1}. ${t}`).join(', ')}` : 'A new order of the videos';
    }
    case 'edit_plan': {
      const parts = [text(data.title) ? `title “${data.title}”` : null, typeof data.description === 'string' ? `description “${data.description || '(empty)'}”` : null].filter(Boolean);
      return `Change the ${parts.join(' and the ')}`;
    }
  }
}

/** The owner's pending modification requests with Approve and Decline (docs/decisions/0005). */
export function ModificationRequestsPanel({ requests, entries }: { requests: ModificationRequest[]; entries: PlanVideoEntry[] }) {
  const decide = useDecideModificationRequest();
  if (requests.length === 0) return null;

  function act(request: ModificationRequest, decision: 'approve' | 'decline') {
    decide.mutate(
      { requestId: request.id, decision },
      {
        onSuccess: (reply) => {
          if (decision === 'approve' && !reply.applied) toast.warning('Request declined', { description: reply.message });
          else toast.success(reply.message);
        },
        onError: (err) => toast.error(decision === 'approve' ? 'Failed to approve request' : 'Failed to decline request', { description: serverMessage(err, 'Please try again.') }),
      },
    );
  }

  return (
    <section aria-labelledby="requests-title" className="rounded-2xl border border-warning/50 bg-warning-soft/40 p-5">
      <h2 id="requests-title" className="flex items-center gap-2 text-lg font-semibold text-foreground">
        <Inbox className="size-5 text-warning-soft-foreground" aria-hidden="true" />
        Pending modification requests ({requests.length})
      </h2>
      <ul className="mt-4 flex flex-col gap-3">
        {requests.map((request) => {
          const busy = decide.isPending && decide.variables?.requestId === request.id;
          return (
            <li key={request.id} className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <p className="text-sm font-semibold text-foreground">
                  {REQUEST_TYPE_LABELS[request.requestType]}
                  <span className="font-normal text-muted-foreground">
                    {' '}
                    · {request.requester.name}
                    {formatDate(request.createdAt) ? ` · ${formatDate(request.createdAt)}` : ''}
                  </span>
                </p>
                <p className="mt-1 break-words text-sm text-foreground">{describeRequest(request, entries)}</p>
                {request.message ? <p className="mt-1 break-words text-sm italic text-muted-foreground">“{request.message}”</p> : null}
              </div>
              <div className="flex shrink-0 gap-2">
                <Button size="sm" variant="outline" onClick={() => act(request, 'decline')} disabled={decide.isPending} aria-label={`Decline request from ${request.requester.name}`}>
                  <X aria-hidden="true" />
                  Decline
                </Button>
                <Button size="sm" onClick={() => act(request, 'approve')} loading={busy} disabled={decide.isPending} aria-label={`Approve request from ${request.requester.name}`}>
                  {busy ? null : <Check aria-hidden="true" />}
                  Approve
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
