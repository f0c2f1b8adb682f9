import type { components } from '@shared/contract/schema';

export type { PolicyDocument as LegalDocument, PolicySection as LegalSection } from '@/features/legal/policy-types';

export type { LegalKind } from '@/features/legal/legal-documents';
export type Subsection = components['schemas']['Subsection'];
export type BulletPoint = components['schemas']['BulletPoint'];
export type SectionType = components['schemas']['PolicySectionType'];
