// The privacy policy: one document with sections, bullet points and subsections (docs/product/calls.md, "Privacy policy").
import { POLICY_ROUTES } from '@shared/contract/policy-routes';
import { db } from '../db';
import { route, ok, created } from '../route';
import { policyDocumentEditor, policyDocumentRoutes } from './policy-documents';

const policy = policyDocumentEditor({
  documents: () => db.privacyPolicies,
  label: 'Privacy policy',
  alreadyExists: 'Privacy policy already exists',
  basicFields: ['title', 'subtitle', 'contactInfo'],
  sectionFields: ['content', 'sectionType'],
});

const { section: base, bullet } = POLICY_ROUTES.privacy;

/** The calls both legal documents share (policy-documents.ts), then the privacy policy's own. */
export const privacyRoutes = [
  ...policyDocumentRoutes('privacy', policy),

  route('put', bullet, ({ params, body, auth }) =>
    ok(policy.updateBulletPoint(params.id, params.sid, params.bid, body.text, auth), 'Bullet point updated successfully!'),
  ),
  route('post', `${base}/subsections`, ({ params, body, auth }) =>
    created(policy.addSubsection(params.id, params.sid, body, auth), 'Subsection added successfully!'),
  ),

  route('put', `${base}/subsections/{subid}`, ({ params, body, auth }) =>
    ok(policy.updateSubsection(params.id, params.sid, params.subid, body, auth), 'Subsection updated successfully!'),
  ),

  route('delete', `${base}/subsections/{subid}`, ({ params, auth }) =>
    ok(policy.deleteSubsection(params.id, params.sid, params.subid, auth), 'Subsection deleted successfully!'),
  ),

  route('post', '/privacy-policy/{id}/reorder-sections', ({ params, body, auth }) =>
    ok(policy.reorderSections(params.id, body.sectionOrders, auth), 'Sections reordered successfully!'),
  ),
];
