import type { PublicGroup } from '@learnstack/contracts';
import { ArrowRight, CheckCircle2, Layers, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { plural } from '../../../lib/video-format.ts';
import { useAddPublicGroup } from '../api/use-add-to-library.ts';
import { EXPLORE_MESSAGES } from '../lib/messages.ts';
import { OwnBadge, PublicCardFrame } from './public-card-frame.tsx';

const MY_GROUPS = '/plans?tab=groups';

/** A public plan group on explore: links to /shared-group/{id}; 'Add' for signed-in users. */
export function PublicGroupCard({ group, signedIn }: { group: PublicGroup; signedIn: boolean }) {
  const navigate = useNavigate();
  const add = useAddPublicGroup();
  const [added, setAdded] = useState(false);
  const titleId = `public-group-${group.id}`;
  const href = `/shared-group/${group.id}`;

  function addGroup() {
    add.mutate(group.id, {
      onSuccess: (reply) => {
        setAdded(true);
        toast.success(EXPLORE_MESSAGES.groupAdded, {
          description: `“${group.name}” and ${plural(reply.planCount, 'plan')} are now in your plans.`,
          action: { label: 'Open', onClick: () => navigate(MY_GROUPS) },
        });
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 409) {
          setAdded(true);
          toast.info(EXPLORE_MESSAGES.alreadyAdded, { description: group.name, action: { label: 'Open', onClick: () => navigate(MY_GROUPS) } });
          return;
        }
        toast.error(EXPLORE_MESSAGES.groupAddFailed);
      },
    });
  }

  return (
    <PublicCardFrame
      titleId={titleId}
      color={group.color}
      title={
        <Link to={href} className="rounded-sm hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          {group.name}
        </Link>
      }
      description={group.description}
      author={group.author}
      counts={[{ key: 'plans', icon: <Layers className="size-4" aria-hidden="true" />, text: plural(group.publicPlanCount, 'public plan') }]}
      createdAt={group.createdAt}
      footerStart={
        <Link to={href} className={buttonVariants({ size: 'sm', variant: 'ghost', className: '-ml-2' })} aria-label={`View Group: ${group.name}`}>
          View Group
          <ArrowRight aria-hidden="true" />
        </Link>
      }
      footerEnd={
        !signedIn ? null : group.isOwn ? (
          <OwnBadge kind="group" id={group.id} name={group.name} />
        ) : added ? (
          <Link to={MY_GROUPS} className={buttonVariants({ size: 'sm', variant: 'outline' })}>
            <CheckCircle2 aria-hidden="true" />
            In My Plans
          </Link>
        ) : (
          <Button size="sm" onClick={addGroup} loading={add.isPending} aria-label={`Add ${group.name} to My Plans`}>
            {add.isPending ? null : <Plus aria-hidden="true" />}
            Add
          </Button>
        )
      }
    />
  );
}
