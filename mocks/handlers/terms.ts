// The terms and conditions: one document with sections and bullets (docs/product/calls.md, "Terms and conditions").
import { db } from '../db';
import { route, ok, created } from '../route';
import { policyDocumentEditor } from './policy-document';

const terms = policyDocumentEditor({
  documents: () => db.termsConditions,
  label: 'Terms and conditions',
  alreadyExists: 'Terms and conditions already exist',
  basicFields: ['title', 'subtitle', 'acceptanceStatement', 'contactInfo'],
  sectionFields: ['content'],
});

const base = '/terms-conditions/{id}/sections/{sid}';

export const termsRoutes = [
  route('get', '/terms-conditions', () => ok(terms.current())),

  route('post', '/terms-conditions', ({ body, auth }) => created(terms.create(body, auth), 'Terms and conditions created successfully!')),

  route('put', '/terms-conditions/{id}', ({ params, body, auth }) => ok(terms.updateBasic(params.id, body, auth), 'Basic information updated successfully!')),

  route('post', '/terms-conditions/{id}/sections', ({ params, body, auth }) => created(terms.addSection(params.id, body, auth), 'Section added successfully!')),

  route('put', base, ({ params, body, auth }) => ok(terms.updateSection(params.id, params.sid, body, auth), 'Section updated successfully!')),

  route('delete', base, ({ params, auth }) => ok(terms.deleteSection(params.id, params.sid, auth), 'Section deleted successfully!')),

  route('post', `${base}/bullets`, ({ params, body, auth }) =>
    created(terms.addBulletPoint(params.id, params.sid, body.text, auth), 'Bullet point added successfully!'),
  ),

  route('delete', `${base}/bullets/{bid}`, ({ params, auth }) =>
    ok(terms.deleteBulletPoint(params.id, params.sid, params.bid, auth), 'Bullet point deleted successfully!'),
  ),
];
