// The terms and conditions: one document with sections and bullets (docs/product/calls.md, "Terms and conditions").
import { db } from '../db';
import { policyDocumentEditor, policyDocumentRoutes } from './policy-documents';

const terms = policyDocumentEditor({
  documents: () => db.termsConditions,
  label: 'Terms and conditions',
  alreadyExists: 'Terms and conditions already exist',
  basicFields: ['title', 'subtitle', 'acceptanceStatement', 'contactInfo'],
  sectionFields: ['content'],
});

/** The calls both legal documents share, and no others. */
export const termsRoutes = policyDocumentRoutes('terms', terms);
