import type { components } from '@shared/contract/schema';
import { EDITOR_ADMIN_ID, PAUSED_ADMIN_ID, SUPER_ADMIN_ID } from './ids';

type S = components['schemas'];

/**
 * Demo admin accounts with their plain-text demo passwords (the seed hashes them).
 * These credentials are published in the README for the demo only and must never be used in production.
 */
export interface DemoAdmin {
  admin: S['Admin'];
  password: string;
}

export const demoAdmins: DemoAdmin[] = [
  {
    admin: {
      _id: SUPER_ADMIN_ID,
      name: 'Dr. Elena Marsh',
      displayName: 'Dr. Elena Marsh, DDS, MSc',
      email: 'admin@novaguide.example',
      role: 'super_admin',
      status: 'active',
      lastLoginAt: '2026-11-10T08:05:00.000Z',
      createdAt: '2026-10-01T07:50:00.000Z',
      updatedAt: '2026-11-10T08:05:00.000Z',
    },
    password: 'Implant#2026',
  },
  {
    admin: {
      _id: EDITOR_ADMIN_ID,
      name: 'Sam Okafor',
      displayName: 'Sam Okafor, CDT',
      email: 'editor@novaguide.example',
      role: 'admin',
      status: 'active',
      lastLoginAt: '2026-11-09T16:22:00.000Z',
      createdAt: '2026-10-02T10:00:00.000Z',
      updatedAt: '2026-11-09T16:22:00.000Z',
    },
    password: 'Guides#2026',
  },
  {
    admin: {
      _id: PAUSED_ADMIN_ID,
      name: 'Lee Tran',
      email: 'paused@novaguide.example',
      role: 'admin',
      status: 'inactive',
      lastLoginAt: null,
      createdAt: '2026-10-20T11:30:00.000Z',
      updatedAt: '2026-10-28T09:00:00.000Z',
    },
    password: 'Paused#2026',
  },
];
