import { ADMIN_QUOTA_MAX } from '@learnstack/contracts/admin-rules';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FieldHint, Label } from '../../../components/ui/label.tsx';
import { useQuotaUpdate } from '../api/admin-api.ts';

/** A whole number from 0 to 100,000, or null. */
export function parseQuota(raw: string): number | null {
  if (raw.trim() === '' || !/^\d+$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return n >= 0 && n <= ADMIN_QUOTA_MAX ? n : null;
}

/** Corrects today's used YouTube quota units; Update is disabled while the value is empty or out of range. */
export function QuotaDialog({ open, onOpenChange, current }: { open: boolean; onOpenChange: (open: boolean) => void; current: number }) {
  const [value, setValue] = useState('');
  const update = useQuotaUpdate();
  const id = useId();
  const parsed = parseQuota(value);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (parsed === null) return;
    try {
      await update.mutateAsync(parsed);
      setValue('');
      onOpenChange(false);
    } catch (err) {
      window.alert(err instanceof Error && /^\d{3}:/.test(err.message) ? 'Failed to update quota' : 'Error updating quota');
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Update YouTube quota" description={`Set the units used today, as Google's console shows them (currently ${current.toLocaleString('en-US')}).`}>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor={id}>Quota used today</Label>
            <Input id={id} inputMode="numeric" autoComplete="off" value={value} onChange={(e) => setValue(e.target.value)} placeholder="e.g. 2500" aria-describedby={`${id}-hint`} />
            <FieldHint id={`${id}-hint`}>A whole number from 0 to 100,000.</FieldHint>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={parsed === null || update.isPending} loading={update.isPending}>
              Update
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
