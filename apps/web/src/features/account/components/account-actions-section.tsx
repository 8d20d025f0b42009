import { AlertTriangle, Download, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { finishSignOut, useCurrentUser } from '../../auth/index.ts';
import { useDeleteAccount } from '../api/account.ts';
import { SectionCard } from './section-card.tsx';

/** Account Actions: download my data (a JSON file) and delete the account (type the e-mail to confirm). */
export function AccountActionsSection() {
  const { user } = useCurrentUser();
  const [deleting, setDeleting] = useState(false);
  return (
    <SectionCard id="account-actions" title="Account Actions" description="Take your data with you, or close your account.">
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 rounded-xl border border-border p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-0.5">
            <h3 className="text-sm font-semibold text-foreground">Download my data</h3>
            <p className="text-sm text-muted-foreground">Your profile, plans, progress, library, favourites, friends and more, as one JSON file.</p>
          </div>
          {/* A plain link: the browser sends the session cookie and saves the attachment under the server's name. */}
          <a href="/api/user/export" download className={buttonVariants({ variant: 'outline', className: 'shrink-0' })}>
            <Download aria-hidden="true" />
            Download my data
          </a>
        </div>
        <div className="flex flex-col gap-3 rounded-xl border border-destructive/40 bg-destructive-soft/40 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-0.5">
            <h3 className="text-sm font-semibold text-foreground">Delete Account</h3>
            <p className="text-sm text-muted-foreground">Deletes your account and everything in it. Copies others made of your public plans stay theirs.</p>
          </div>
          <Button variant="destructive" className="shrink-0" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" />
            Delete Account
          </Button>
        </div>
      </div>
      {user ? <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} email={user.email} /> : null}
    </SectionCard>
  );
}

function DeleteAccountDialog({ open, onOpenChange, email }: { open: boolean; onOpenChange: (open: boolean) => void; email: string }) {
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const inputId = useId();
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  const close = (next: boolean) => {
    if (remove.isPending) return;
    if (!next) setTyped('');
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      {open ? (
        <DialogContent title="Delete Account" size="sm">
          <form
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (!matches) return;
              remove.mutate(typed.trim(), {
                onSuccess: () => {
                  toast.success('Account deleted', { description: 'Your account and its data are gone.' });
                  // The server ended every session with the account: only the local sign-out is left.
                  finishSignOut(queryClient, '/');
                },
                onError: () => toast.error('Error', { description: 'Failed to delete account. Please try again.' }),
              });
            }}
          >
            <div className="flex gap-3 rounded-xl bg-destructive-soft p-3 text-sm text-destructive-soft-foreground">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <p>
                This permanently deletes your plans, groups, progress, library, favourites, friendships and certificates, and signs you out everywhere. This action cannot be
                undone.
              </p>
            </div>
            <Label htmlFor={inputId}>
              Type your e-mail <span className="font-semibold">{email}</span> to confirm
            </Label>
            <Input id={inputId} type="email" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" maxLength={254} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
                {remove.isPending ? 'Deleting…' : 'Permanently Delete Account'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
