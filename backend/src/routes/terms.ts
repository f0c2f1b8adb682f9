import { policyDocumentRoutes } from './policy-document-routes';

/** The terms and conditions: the calls both legal documents share, and no others (policy-document-routes.ts). */
export const termsRoutes = policyDocumentRoutes('terms');
