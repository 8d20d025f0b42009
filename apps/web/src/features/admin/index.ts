/** The admin feature's public face (see `features/plans/index.ts`). Query keys: `./keys.ts`. Only the lazy admin pages import it. */
export { AdminDashboard, CLEAN_DB_CONFIRM } from './components/admin-dashboard.tsx';
export { AdminLoginForm } from './components/admin-login-form.tsx';
export { parseQuota } from './components/quota-dialog.tsx';
export { formatCost, formatUptime, usageBadgeClass } from './lib/format.ts';
