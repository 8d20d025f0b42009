/** The groups feature's public face (see `features/plans/index.ts`). Query keys: `./keys.ts`. */
export { usePlanGroups } from './api/use-plan-groups.ts';
export { GroupsTab } from './components/groups-tab.tsx';
export { MovePlanToGroupDialog } from './components/move-plan-to-group-dialog.tsx';
