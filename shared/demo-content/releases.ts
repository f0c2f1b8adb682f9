import type { StoredRelease } from '@shared/contract/releases';
import { EDITOR_ADMIN_ID, RELEASE_IDS } from './ids';

/** The demo team's release in preparation: the spring campaign the editor has started. */
export const releases: StoredRelease[] = [
  {
    _id: RELEASE_IDS.springCampaign,
    name: 'Spring implant campaign',
    state: 'open',
    createdBy: EDITOR_ADMIN_ID,
    createdAt: '2026-11-20T08:30:00.000Z',
    updatedAt: '2026-11-20T08:30:00.000Z',
  },
];
