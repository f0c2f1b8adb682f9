// Where the two legal documents' shared calls are (openapi.yaml), and the message each create answers with:
// the backend and the mocks build one route list from it for both documents.
import type { paths } from './schema';

/** A path of openapi.yaml. */
type Path = keyof paths;

export interface PolicyRoutePaths {
  root: Path;
  byId: Path;
  sections: Path;
  section: Path;
  bullets: Path;
  bullet: Path;
  createdMessage: string;
}

export const POLICY_ROUTES = {
  privacy: {
    root: '/privacy-policy',
    byId: '/privacy-policy/{id}',
    sections: '/privacy-policy/{id}/sections',
    section: '/privacy-policy/{id}/sections/{sid}',
    bullets: '/privacy-policy/{id}/sections/{sid}/bullet-points',
    bullet: '/privacy-policy/{id}/sections/{sid}/bullet-points/{bid}',
    createdMessage: 'Privacy policy created successfully!',
  },
  terms: {
    root: '/terms-conditions',
    byId: '/terms-conditions/{id}',
    sections: '/terms-conditions/{id}/sections',
    section: '/terms-conditions/{id}/sections/{sid}',
    bullets: '/terms-conditions/{id}/sections/{sid}/bullets',
    bullet: '/terms-conditions/{id}/sections/{sid}/bullets/{bid}',
    createdMessage: 'Terms and conditions created successfully!',
  },
} as const satisfies Record<'privacy' | 'terms', PolicyRoutePaths>;
