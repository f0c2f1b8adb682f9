import type { components } from '@shared/contract/schema';
import { LOGO_FILE_ID } from './ids';

type S = components['schemas'];

/** Uploaded file records: the active site logo (frontend/public/uploads/demo/novaguide-logo.svg). */
export const fileAssets: S['FileAsset'][] = [
  {
    _id: LOGO_FILE_ID,
    fileUrl: '/uploads/demo/novaguide-logo.svg',
    filename: 'novaguide-logo.svg',
    originalName: 'NovaGuide logo (horizontal).svg',
    // Byte size of the SVG file on disk; update it if the logo changes.
    fileSize: 1196,
    mimeType: 'image/svg+xml',
    category: 'logo',
    isActive: true,
    createdAt: '2026-10-01T08:05:00.000Z',
  },
];
