// The privacy policy: one document with sections, bullet points and subsections (docs/product/calls.md, "Privacy policy").
import { db } from '../db';
import { route, ok, created } from '../route';
import { policyDocumentEditor } from './policy-document';

const policy = policyDocumentEditor({
  documents: () => db.privacyPolicies,
  label: 'Privacy policy',
  alreadyExists: 'Privacy policy already exists',
  basicFields: ['title', 'subtitle', 'contactInfo'],
  sectionFields: ['content', 'sectionType'],
});

const base = '/privacy-policy/{id}/sections/{sid}';

export const privacyRoutes = [
  route('get', '/privacy-policy', () => ok(policy.current())),

  route('post', '/privacy-policy', ({ body, auth }) => created(policy.create(body, auth), 'Privacy policy created successfully!')),

  route('put', '/privacy-policy/{id}', ({ params, body, auth }) => ok(policy.updateBasic(params.id, body, auth), 'Basic information updated successfully!')),

  route('post', '/privacy-policy/{id}/sections', ({ params, body, auth }) => created(policy.addSection(params.id, body, auth), 'Section added successfully!')),

  route('put', base, ({ params, body, auth }) => ok(policy.updateSection(params.id, params.sid, body, auth), 'Section updated successfully!')),

  route('delete', base, ({ params, auth }) => ok(policy.deleteSection(params.id, params.sid, auth), 'Section deleted successfully!')),

  route('post', `${base}/bullet-points`, ({ params, body, auth }) =>
    created(policy.addBulletPoint(params.id, params.sid, body.text, auth), 'Bullet point added successfully!'),
  ),

  route('put', `${base}/bullet-points/{bid}`, ({ params, body, auth }) =>
    ok(policy.updateBulletPoint(params.id, params.sid, params.bid, body.text, auth), 'Bullet point updated successfully!'),
  ),

  route('delete', `${base}/bullet-points/{bid}`, ({ params, auth }) =>
    ok(policy.deleteBulletPoint(params.id, params.sid, params.bid, auth), 'Bullet point deleted successfully!'),
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
