import { policyDocumentRoutes } from './policy-documents';

/** The terms and conditions: the calls both legal documents share, and no others (policy-documents.ts). */
export const termsRoutes = policyDocumentRoutes('terms');
