import type { components } from '@shared/contract/schema';

export type { PolicyDocument as LegalDocument, PolicySection as LegalSection } from '@/features/legal/policy-types';

/** Which document a screen edits. */
export type LegalKind = 'privacy' | 'terms';
export type Subsection = components['schemas']['Subsection'];
export type BulletPoint = components['schemas']['BulletPoint'];
export type SectionType = components['schemas']['PolicySectionType'];
