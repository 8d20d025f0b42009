import { AdminLoginForm } from '../../features/admin/index.ts';

export default function AdminLoginPage() {
  return <AdminLoginForm />;
}
