// Signing in as the demo super admin, for backend tests and benchmarks that call admin operations.
import { demoData } from '@shared/demo-content';

export async function signInAsDemoAdmin(api: string): Promise<string> {
  const admin = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
  const res = await fetch(`${api}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: admin.admin.email, password: admin.password }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}
