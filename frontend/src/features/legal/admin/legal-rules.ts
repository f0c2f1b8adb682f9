import type { BasicInfoInput } from './legal-admin-api';
import type { LegalDocument, LegalSection, SectionType } from './legal-types';

/** maxLength values of openapi.yaml: PolicyBasicFields, PolicyContactInfo, TermsConditions, PolicySectionInput, BulletPointInput, SubsectionInput. */
export const LIMITS = {
  title: 200,
  subtitle: 500,
  acceptanceStatement: 1000,
  companyName: 100,
  email: 254,
  phone: 30,
  address: 300,
  sectionTitle: 200,
  sectionContent: 5000,
  bullet: 500,
  subsectionTitle: 200,
  subsectionContent: 5000,
} as const;

/** Toasts (docs/product/messages.md). 'Bullet point deleted successfully!' is listed there; the other successes are ours. */
export const MESSAGES = {
  basicSaved: 'Basic information updated successfully!',
  basicFailed: 'Failed to update basic information',
  sectionAdded: 'Section added successfully!',
  sectionAddFailed: 'Failed to add section',
  sectionUpdated: 'Section updated successfully!',
  sectionUpdateFailed: 'Failed to update section',
  sectionDeleted: 'Section deleted successfully!',
  sectionDeleteFailed: 'Failed to delete section',
  bulletAdded: 'Bullet point added successfully!',
  bulletAddFailed: 'Failed to add bullet point',
  bulletDeleted: 'Bullet point deleted successfully!',
  bulletDeleteFailed: 'Failed to delete bullet point',
  subsectionAdded: 'Subsection added successfully!',
  subsectionAddFailed: 'Failed to add subsection',
  subsectionUpdated: 'Subsection updated successfully!',
  subsectionUpdateFailed: 'Failed to update subsection',
  subsectionDeleted: 'Subsection deleted successfully!',
  subsectionDeleteFailed: 'Failed to delete subsection',
} as const;

export const TITLE_REQUIRED = 'Title is required.';
export const BULLET_REQUIRED = 'Please enter the bullet point text.';

export const SECTION_TYPE_LABELS: Record<SectionType, string> = { introduction: 'Introduction', contact: 'Contact' };

export const isBlank = (text: string | undefined) => !text?.trim();

/** The editable copy of the basic information. */
export interface BasicDraft {
  title: string;
  subtitle: string;
  acceptanceStatement: string;
  companyName: string;
  email: string;
  phone: string;
  address: string;
}

export function draftFromDocument(doc: LegalDocument): BasicDraft {
  const contact = doc.contactInfo ?? {};
  return {
    title: doc.title,
    subtitle: doc.subtitle ?? '',
    acceptanceStatement: ('acceptanceStatement' in doc && doc.acceptanceStatement) || '',
    companyName: contact.companyName ?? '',
    email: contact.email ?? '',
    phone: contact.phone ?? '',
    address: contact.address ?? '',
  };
}

/** The PUT body, trimmed; the acceptance statement only for the terms. */
export function toBasicInput(draft: BasicDraft, withAcceptance: boolean): BasicInfoInput {
  return {
    title: draft.title.trim(),
    subtitle: draft.subtitle.trim(),
    ...(withAcceptance ? { acceptanceStatement: draft.acceptanceStatement.trim() } : {}),
    contactInfo: {
      companyName: draft.companyName.trim(),
      email: draft.email.trim(),
      phone: draft.phone.trim(),
      address: draft.address.trim(),
    },
  };
}

export const sortedSections = (doc: LegalDocument): LegalSection[] => [...(doc.sections as LegalSection[])].sort((a, b) => a.order - b.order);

/** A new section goes last. */
export const nextOrder = (doc: LegalDocument) => doc.sections.reduce((max, s) => Math.max(max, s.order), 0) + 1;

export const sectionTypeOf = (section: LegalSection): SectionType | undefined => ('sectionType' in section ? section.sectionType : undefined);
