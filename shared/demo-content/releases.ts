import type { StoredDraft, StoredRelease } from '@shared/contract/releases';
import { EDITOR_ADMIN_ID, HERO_IDS, RELEASE_IDS } from './ids';
import { heroes } from './heroes';

/** The demo team's release in preparation: the spring campaign the editor has started. */
export const releases: StoredRelease[] = [
  {
    _id: RELEASE_IDS.springCampaign,
    name: 'Spring implant campaign',
    state: 'open',
    createdBy: EDITOR_ADMIN_ID,
    createdAt: '2026-11-20T08:30:00.000Z',
    updatedAt: '2026-11-20T09:10:00.000Z',
  },
];

const cbct = heroes.find((h) => h._id === HERO_IDS.cbctPlanning)!;
const { _id, createdBy: _cb, lastModifiedBy: _lb, createdAt: _ca, lastModifiedAt: _la, ...cbctFields } = cbct;
const SPRING_TITLE = 'This spring: every implant planned around the anatomy that matters';
const DRAFTED_AT = '2026-11-20T09:10:00.000Z';

/** Its first draft: the CBCT hero's title, as the editor saved it from the hero screen with the release chosen. */
export const releaseDrafts: StoredDraft[] = [
  {
    _id: RELEASE_IDS.springHeroDraft,
    releaseId: RELEASE_IDS.springCampaign,
    operation: 'updateHero',
    params: { id: HERO_IDS.cbctPlanning },
    query: {},
    body: { ...cbctFields, title: SPRING_TITLE },
    ids: [],
    kind: 'hero',
    records: [
      {
        recordId: HERO_IDS.cbctPlanning,
        recordTitle: SPRING_TITLE,
        changedFields: ['title'],
        // A copy: the record the draft started from must not change with the live hero (a mocks collection edits its records in place).
        before: structuredClone(cbct),
        after: { ...cbct, title: SPRING_TITLE, lastModifiedBy: EDITOR_ADMIN_ID, lastModifiedAt: DRAFTED_AT },
      },
    ],
    createdBy: EDITOR_ADMIN_ID,
    createdAt: DRAFTED_AT,
  },
];
