import type { components } from '@shared/contract/schema';
import { heroes } from './heroes';
import { HERO_IDS, ID_PREFIX, SUPER_ADMIN_ID, EDITOR_ADMIN_ID } from './ids';

type S = components['schemas'];

export const REVISION_IDS = {
  cbctPlanningCreated: `${ID_PREFIX}f01`,
  cbctPlanningRetitled: `${ID_PREFIX}f02`,
  surgicalGuideCreated: `${ID_PREFIX}f03`,
} as const;

const hero = (id: string) => heroes.find((h) => h._id === id)!;
const cbct = hero(HERO_IDS.cbctPlanning);
const guide = hero(HERO_IDS.surgicalGuide);

/** The first title of the CBCT hero, before the editor sharpened it. */
const CBCT_FIRST_TITLE = 'Implant plans built on your CBCT';
const cbctFirst: S['Hero'] = { ...cbct, title: CBCT_FIRST_TITLE, lastModifiedBy: SUPER_ADMIN_ID, lastModifiedAt: cbct.createdAt };
const guideFirst: S['Hero'] = { ...guide, lastModifiedAt: guide.createdAt };

/** The history of the demo heroes, oldest first: the History panel of the hero screen is not empty on a fresh site. */
export const revisions: S['Revision'][] = [
  {
    _id: REVISION_IDS.surgicalGuideCreated,
    kind: 'hero',
    recordId: guide._id,
    recordTitle: guide.title,
    operation: 'create',
    changedFields: [],
    createdBy: SUPER_ADMIN_ID,
    createdAt: guide.createdAt!,
    snapshot: guideFirst,
  },
  {
    _id: REVISION_IDS.cbctPlanningCreated,
    kind: 'hero',
    recordId: cbct._id,
    recordTitle: CBCT_FIRST_TITLE,
    operation: 'create',
    changedFields: [],
    createdBy: SUPER_ADMIN_ID,
    createdAt: cbct.createdAt!,
    snapshot: cbctFirst,
  },
  {
    _id: REVISION_IDS.cbctPlanningRetitled,
    kind: 'hero',
    recordId: cbct._id,
    recordTitle: cbct.title,
    operation: 'update',
    changedFields: ['title'],
    createdBy: EDITOR_ADMIN_ID,
    createdAt: cbct.lastModifiedAt!,
    snapshot: { ...cbct },
  },
];
