import { actor, created, ok, route } from '../route';
import { policyDocuments } from '../services/policy-documents';

const policy = policyDocuments('privacy');
const base = '/privacy-policy/{id}/sections/{sid}';

export const privacyRoutes = [
  route('get', '/privacy-policy', async ({ deps }) => ok(await policy.current(deps.db))),
  route('post', '/privacy-policy', async ({ deps, body, auth }) =>
    created(await policy.create(deps.db, body, actor(auth)), 'Privacy policy created successfully!'),
  ),
  route('put', '/privacy-policy/{id}', async ({ deps, params, body, auth }) =>
    ok(await policy.updateBasic(deps.db, params.id, body, actor(auth)), 'Basic information updated successfully!'),
  ),
  route('post', '/privacy-policy/{id}/sections', async ({ deps, params, body, auth }) =>
    created(await policy.addSection(deps.db, params.id, body, actor(auth)), 'Section added successfully!'),
  ),
  route('put', base, async ({ deps, params, body, auth }) =>
    ok(await policy.updateSection(deps.db, params.id, params.sid, body, actor(auth)), 'Section updated successfully!'),
  ),
  route('delete', base, async ({ deps, params, auth }) =>
    ok(await policy.deleteSection(deps.db, params.id, params.sid, actor(auth)), 'Section deleted successfully!'),
  ),
  route('post', `${base}/bullet-points`, async ({ deps, params, body, auth }) =>
    created(await policy.addBulletPoint(deps.db, params.id, params.sid, body.text, actor(auth)), 'Bullet point added successfully!'),
  ),
  route('put', `${base}/bullet-points/{bid}`, async ({ deps, params, body, auth }) =>
    ok(await policy.updateBulletPoint(deps.db, params.id, params.sid, params.bid, body.text, actor(auth)), 'Bullet point updated successfully!'),
  ),
  route('delete', `${base}/bullet-points/{bid}`, async ({ deps, params, auth }) =>
    ok(await policy.deleteBulletPoint(deps.db, params.id, params.sid, params.bid, actor(auth)), 'Bullet point deleted successfully!'),
  ),
  route('post', `${base}/subsections`, async ({ deps, params, body, auth }) =>
    created(await policy.addSubsection(deps.db, params.id, params.sid, body, actor(auth)), 'Subsection added successfully!'),
  ),
  route('put', `${base}/subsections/{subid}`, async ({ deps, params, body, auth }) =>
    ok(await policy.updateSubsection(deps.db, params.id, params.sid, params.subid, body, actor(auth)), 'Subsection updated successfully!'),
  ),
  route('delete', `${base}/subsections/{subid}`, async ({ deps, params, auth }) =>
    ok(await policy.deleteSubsection(deps.db, params.id, params.sid, params.subid, actor(auth)), 'Subsection deleted successfully!'),
  ),
  route('post', '/privacy-policy/{id}/reorder-sections', async ({ deps, params, body, auth }) =>
    ok(await policy.reorderSections(deps.db, params.id, body.sectionOrders, actor(auth)), 'Sections reordered successfully!'),
  ),
];
