/**
 * The plans feature's public face: what pages and other features may use. Anything else in this
 * folder is the feature's own and may change without notice (`npm run lint` refuses imports of it
 * from outside). Query keys: `./keys.ts`; test helpers: `./testing/`.
 */
export { invalidatePlanData } from './api/invalidate.ts';
export { usePlanPage } from './api/use-plan-page.ts';
export { usePlanVideos } from './api/use-plan-videos.ts';
export { usePlans } from './api/use-plans.ts';
export { useContinueLearning } from './api/use-continue-learning.ts';
export { useRemovePlanVideo } from './api/use-remove-plan-video.ts';
export { useReorderPlanVideos } from './api/use-reorder-plan-videos.ts';
export { CreatePlanDialog } from './components/create-plan-dialog.tsx';
export { ContinueLearning, DashboardPlans } from './components/dashboard-plans.tsx';
export { DiscoverCard } from './components/discover-card.tsx';
export { ModificationRequestsPanel } from './components/modification-requests-panel.tsx';
export { PlanDetailsEditor } from './components/plan-details-editor.tsx';
export { PLAN_MESSAGES, PLAN_TITLE_MAX, serverMessage } from './components/plan-messages.ts';
export { PlanStats } from './components/plan-stats.tsx';
export { PlanNotAccessible } from './components/plan-not-accessible.tsx';
export { PlanVideoList } from './components/plan-video-list.tsx';
export { PlansTab } from './components/plans-tab.tsx';
export { SignInRequired } from './components/sign-in-required.tsx';
export { firstUnfinished, videoHref } from './lib/video-status.ts';
// Loaded when first opened (components/ui/lazy-when-open.tsx): the plan page paints without them.
export { MoveVideoDialog, RequestModificationDialog } from './components/lazy-dialogs.ts';
