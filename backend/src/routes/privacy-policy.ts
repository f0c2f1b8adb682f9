import { POLICY_ROUTES } from '@shared/contract/policy-routes';
import { actor, created, ok, route } from '../route';
import { policyDocuments } from '../services/policy-documents';
import { policyDocumentRoutes } from './policy-documents';

const policy = policyDocuments('privacy');
const { section: base, bullet } = POLICY_ROUTES.privacy;

/** The privacy policy: the calls both legal documents share (policy-documents.ts), then its own. */
export const privacyRoutes = [
  ...policyDocumentRoutes('privacy'),
  route('put', bullet, async ({ deps, params, body, auth }) =>
    ok(await policy.updateBulletPoint(deps.db, params.id, params.sid, params.bid, body.text, actor(auth)), 'Bullet point updated successfully!'),
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
