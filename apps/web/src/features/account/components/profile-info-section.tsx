import { NAME_MAX } from '@learnstack/contracts/account-rules';
import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { useCurrentUser } from '../../auth/index.ts';
import { useUpdateProfile } from '../api/account.ts';
import { SectionCard } from './section-card.tsx';

/** Profile Information: first and last name, view and edit mode; Cancel restores the stored names. */
export function ProfileInfoSection() {
  const { user } = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const update = useUpdateProfile();
  const firstId = useId();
  const lastId = useId();
  if (!user) return null;

  const startEditing = () => {
    setFirstName(user.firstName ?? '');
    setLastName(user.lastName ?? '');
    setEditing(true);
  };

  return (
    <SectionCard
      id="profile-information"
      title="Profile Information"
      description="Your name as friends and the people you share plans with see it."
      action={
        editing ? null : (
          <Button variant="outline" size="sm" onClick={startEditing}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        )
      }
    >
      {editing ? (
        <form
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            update.mutate(
              { firstName: firstName.trim(), lastName: lastName.trim() },
              {
                onSuccess: () => {
                  toast.success('Profile updated');
                  setEditing(false);
                },
                onError: () => toast.error('Error', { description: 'Failed to update profile. Please try again.' }),
              },
            );
          }}
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={firstId}>First name</Label>
            <Input id={firstId} value={firstName} maxLength={NAME_MAX} onChange={(e) => setFirstName(e.target.value)} autoComplete="given-name" />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={lastId}>Last name</Label>
            <Input id={lastId} value={lastName} maxLength={NAME_MAX} onChange={(e) => setLastName(e.target.value)} autoComplete="family-name" />
          </div>
          <div className="flex gap-2 sm:col-span-2">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving…' : 'Save'}
            </Button>
            <Button type="button" variant="outline" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">First name</dt>
            <dd className="font-medium text-foreground">{user.firstName || '—'}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Last name</dt>
            <dd className="font-medium text-foreground">{user.lastName || '—'}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-muted-foreground">E-mail</dt>
            <dd className="truncate font-medium text-foreground">{user.email}</dd>
          </div>
        </dl>
      )}
    </SectionCard>
  );
}
