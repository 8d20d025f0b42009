import { AdminDashboard } from '../../features/admin/index.ts';

export default function AdminDashboardPage() {
  return <AdminDashboard />;
}
