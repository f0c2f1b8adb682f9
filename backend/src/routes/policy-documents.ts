// The calls the privacy policy and the terms share, one list for both: what differs is a config value (the paths and
// the create message, in shared/contract/policy-routes.ts). The privacy policy's own calls (bullet edits,
// subsections, reordering) stay in privacy-policy.ts.
import { POLICY_ROUTES } from '@shared/contract/policy-routes';
import { actor, created, ok, route } from '../route';
import { policyDocuments, type PolicyKind } from '../services/policy-documents';

/** The read, the create, the basic-information update, the section calls and adding or deleting a bullet point. */
export function policyDocumentRoutes(kind: PolicyKind) {
  const doc = policyDocuments(kind);
  const at = POLICY_ROUTES[kind];
  return [
    route('get', at.root, async ({ deps }) => ok(await doc.current(deps.db))),
    route('post', at.root, async ({ deps, body, auth }) => created(await doc.create(deps.db, body, actor(auth)), at.createdMessage)),
    route('put', at.byId, async ({ deps, params, body, auth }) =>
      ok(await doc.updateBasic(deps.db, params.id, body, actor(auth)), 'Basic information updated successfully!'),
    ),
    route('post', at.sections, async ({ deps, params, body, auth }) =>
      created(await doc.addSection(deps.db, params.id, body, actor(auth)), 'Section added successfully!'),
    ),
    route('put', at.section, async ({ deps, params, body, auth }) =>
      ok(await doc.updateSection(deps.db, params.id, params.sid, body, actor(auth)), 'Section updated successfully!'),
    ),
    route('delete', at.section, async ({ deps, params, auth }) =>
      ok(await doc.deleteSection(deps.db, params.id, params.sid, actor(auth)), 'Section deleted successfully!'),
    ),
    route('post', at.bullets, async ({ deps, params, body, auth }) =>
      created(await doc.addBulletPoint(deps.db, params.id, params.sid, body.text, actor(auth)), 'Bullet point added successfully!'),
    ),
    route('delete', at.bullet, async ({ deps, params, auth }) =>
      ok(await doc.deleteBulletPoint(deps.db, params.id, params.sid, params.bid, actor(auth)), 'Bullet point deleted successfully!'),
    ),
  ];
}
