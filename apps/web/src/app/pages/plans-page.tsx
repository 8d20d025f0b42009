import type { PlanSummary } from '@learnstack/contracts';
import { Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useCurrentUser } from '../../features/auth/index.ts';
import { GroupsTab, MovePlanToGroupDialog, usePlanGroups } from '../../features/groups/index.ts';
import { CreatePlanDialog, DiscoverCard, PlansTab, SignInRequired, usePlans } from '../../features/plans/index.ts';
import { ImportPlaylistDialog } from '../../features/playlist-import/index.ts';
import { AddVideoDialog } from '../../features/videos/index.ts';

type Tab = 'plans' | 'groups';

/** My Learning Plans (/plans and /my-plans): plans and groups, with the create, import and add-video dialogs. */
export default function PlansPage() {
  const { user } = useCurrentUser();
  if (!user) return <SignInRequired />;
  return <MyPlans />;
}

function MyPlans() {
  const plans = usePlans();
  const groups = usePlanGroups();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'groups' ? 'groups' : 'plans';
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const [addingTo, setAddingTo] = useState<PlanSummary | null>(null);
  const [moving, setMoving] = useState<PlanSummary | null>(null);

  const setTab = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'groups') copy.set('tab', 'groups');
        else copy.delete('tab');
        return copy;
      },
      { replace: true },
    );

  const planCount = plans.data?.length;
  const groupCount = groups.data?.length;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-foreground">My Learning Plans</h1>
          <p className="mt-2 text-muted-foreground">Organise the videos you learn from into plans, and the plans into groups.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setImporting(true)}>
            <Upload aria-hidden="true" />
            Import Playlist
          </Button>
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            Create New Plan
          </Button>
        </div>
      </header>

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Plans and groups">
          <TabsTrigger value="plans">All Plans ({planCount ?? '…'})</TabsTrigger>
          <TabsTrigger value="groups">Groups ({groupCount ?? '…'})</TabsTrigger>
        </TabsList>
        <TabsContent value="plans" className="mt-6">
          <PlansTab
            plans={plans.data}
            isPending={plans.isPending}
            isError={plans.isError}
            onRetry={() => void plans.refetch()}
            onCreate={() => setCreating(true)}
            onImport={() => setImporting(true)}
            onAddVideo={setAddingTo}
            onMoveToGroup={setMoving}
          />
        </TabsContent>
        <TabsContent value="groups" className="mt-6">
          <GroupsTab
            groups={groups.data}
            isPending={groups.isPending}
            isError={groups.isError}
            onRetry={() => void groups.refetch()}
            plans={plans.data ?? []}
          />
        </TabsContent>
      </Tabs>

      <DiscoverCard />

      <CreatePlanDialog open={creating} onOpenChange={setCreating} groups={groups.data ?? []} />
      <ImportPlaylistDialog open={importing} onOpenChange={setImporting} />
      <AddVideoDialog open={addingTo !== null} onOpenChange={(open) => (open ? undefined : setAddingTo(null))} plan={addingTo} />
      <MovePlanToGroupDialog plan={moving} groups={groups.data ?? []} onOpenChange={(open) => (open ? undefined : setMoving(null))} />
    </div>
  );
}
