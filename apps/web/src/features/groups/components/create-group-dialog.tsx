import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { ColorPicker } from '../../../components/color-picker.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FieldError, Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useCreateGroup } from '../api/use-create-group.ts';
import { GROUP_COLOR_OPTIONS, type GroupColor } from '../lib/colors.ts';

const NAME_MAX = 100;
const DESCRIPTION_MAX = 500;

export interface CreateGroupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Create Plan Group: the name is required and Create stays disabled while it is blank. */
export function CreateGroupDialog({ open, onOpenChange }: CreateGroupDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Create Plan Group" description="Groups keep related plans together, for example every plan of one course or goal.">
        {open ? <CreateGroupForm onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CreateGroupForm({ onDone }: { onDone: () => void }) {
  const nameId = useId();
  const nameErrorId = useId();
  const descriptionId = useId();
  const descriptionErrorId = useId();
  const colorId = useId();
  const publicId = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [color, setColor] = useState<GroupColor>('blue');
  const [isPublic, setIsPublic] = useState(false);
  const create = useCreateGroup();

  const nameTooLong = name.trim().length > NAME_MAX ? 'Group name must be less than 100 characters' : null;
  const descriptionTooLong = description.trim().length > DESCRIPTION_MAX ? 'Description must be less than 500 characters' : null;
  const blank = name.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blank || nameTooLong || descriptionTooLong || create.isPending) return;
    create.mutate(
      { name: name.trim(), description: description.trim(), color, isPublic },
      {
        onSuccess: (group) => {
          toast.success('Plan group created', { description: group.name });
          onDone();
        },
        onError: () => toast.error('Failed to create plan group'),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor={nameId}>Name</Label>
        <Input
          id={nameId}
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="e.g. Road to Machine Learning"
          aria-required="true"
          aria-invalid={nameTooLong ? true : undefined}
          aria-describedby={nameTooLong ? nameErrorId : undefined}
          autoComplete="off"
          autoFocus
        />
        <FieldError id={nameErrorId}>{nameTooLong}</FieldError>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={descriptionId}>
          Description <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Textarea
          id={descriptionId}
          rows={3}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          aria-invalid={descriptionTooLong ? true : undefined}
          aria-describedby={descriptionTooLong ? descriptionErrorId : undefined}
        />
        <FieldError id={descriptionErrorId}>{descriptionTooLong}</FieldError>
      </div>
      <div className="flex flex-col gap-2">
        <span id={colorId} className="text-sm font-medium text-foreground">
          Colour
        </span>
        <ColorPicker colors={GROUP_COLOR_OPTIONS} value={color} onChange={(c) => setColor(c as GroupColor)} labelledBy={colorId} />
      </div>
      <div className="flex items-start justify-between gap-4 rounded-xl border border-border p-3">
        <div>
          <Label htmlFor={publicId}>Make this group public</Label>
          <p className="mt-1 text-xs text-muted-foreground">Public groups appear on Explore with their public plans.</p>
        </div>
        <Switch id={publicId} checked={isPublic} onCheckedChange={setIsPublic} />
      </div>
      <DialogFooter className="mt-1">
        <Button variant="outline" onClick={onDone} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={blank || Boolean(nameTooLong) || Boolean(descriptionTooLong)} loading={create.isPending}>
          Create
        </Button>
      </DialogFooter>
    </form>
  );
}
