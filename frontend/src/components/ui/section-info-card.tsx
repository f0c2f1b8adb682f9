import type { ReactNode } from 'react';
import { CountedField } from './counted-field';
import { FormCard } from './form-card';

/** The three texts a home-page section introduces itself with. */
export interface SectionInfo {
  title: string;
  subtitle: string;
  description: string;
}

interface SectionInfoCardProps {
  /** Prefixes the ids: `<idPrefix>-info-heading`, `<idPrefix>-title`, `<idPrefix>-subtitle`, `<idPrefix>-description`. */
  idPrefix: string;
  draft: SectionInfo;
  /** Each text's limit, from the kind's rules (openapi.yaml's maxLength). */
  limits: { [K in keyof SectionInfo]: number };
  errors?: Partial<SectionInfo>;
  onChange: (patch: Partial<SectionInfo>) => void;
  /** More fields under the texts, e.g. the section's active switch. */
  children?: ReactNode;
}

/** The 'Section Information' card a content screen opens with: a required title, a subtitle and a description. */
export function SectionInfoCard({ idPrefix, draft, limits, errors, onChange, children }: SectionInfoCardProps) {
  return (
    <FormCard headingId={`${idPrefix}-info-heading`} title="Section Information">
      <CountedField
        id={`${idPrefix}-title`}
        label="Title"
        required
        value={draft.title}
        maxLength={limits.title}
        error={errors?.title}
        onChange={(title) => onChange({ title })}
      />
      <CountedField
        id={`${idPrefix}-subtitle`}
        label="Subtitle"
        value={draft.subtitle}
        maxLength={limits.subtitle}
        error={errors?.subtitle}
        onChange={(subtitle) => onChange({ subtitle })}
      />
      <CountedField
        id={`${idPrefix}-description`}
        label="Description"
        as="textarea"
        rows={3}
        value={draft.description}
        maxLength={limits.description}
        error={errors?.description}
        onChange={(description) => onChange({ description })}
      />
      {children}
    </FormCard>
  );
}
