import { ok, route } from '../route';
import { dashboardStats } from '../services/dashboard';

export const dashboardRoutes = [route('get', '/dashboard/stats', async ({ deps }) => ok(await dashboardStats(deps.db)))];
