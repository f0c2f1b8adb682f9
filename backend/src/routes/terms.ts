import { actor, created, ok, route } from '../route';
import { policyDocuments } from '../services/policy-documents';

const terms = policyDocuments('terms');
const base = '/terms-conditions/{id}/sections/{sid}';

export const termsRoutes = [
  route('get', '/terms-conditions', async ({ deps }) => ok(await terms.current(deps.db))),
  route('post', '/terms-conditions', async ({ deps, body, auth }) =>
    created(await terms.create(deps.db, body, actor(auth)), 'Terms and conditions created successfully!'),
  ),
  route('put', '/terms-conditions/{id}', async ({ deps, params, body, auth }) =>
    ok(await terms.updateBasic(deps.db, params.id, body, actor(auth)), 'Basic information updated successfully!'),
  ),
  route('post', '/terms-conditions/{id}/sections', async ({ deps, params, body, auth }) =>
    created(await terms.addSection(deps.db, params.id, body, actor(auth)), 'Section added successfully!'),
  ),
  route('put', base, async ({ deps, params, body, auth }) =>
    ok(await terms.updateSection(deps.db, params.id, params.sid, body, actor(auth)), 'Section updated successfully!'),
  ),
  route('delete', base, async ({ deps, params, auth }) =>
    ok(await terms.deleteSection(deps.db, params.id, params.sid, actor(auth)), 'Section deleted successfully!'),
  ),
  route('post', `${base}/bullets`, async ({ deps, params, body, auth }) =>
    created(await terms.addBulletPoint(deps.db, params.id, params.sid, body.text, actor(auth)), 'Bullet point added successfully!'),
  ),
  route('delete', `${base}/bullets/{bid}`, async ({ deps, params, auth }) =>
    ok(await terms.deleteBulletPoint(deps.db, params.id, params.sid, params.bid, actor(auth)), 'Bullet point deleted successfully!'),
  ),
];
