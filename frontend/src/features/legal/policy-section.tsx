import { useId, type ReactNode } from 'react';
import { BulletList } from './bullet-list';
import { PolicySubsection } from './policy-subsection';
import type { PolicySection as Section } from './policy-types';

/** One section: title, content, bullet points, subsections, then anything extra (the contact box). */
export function PolicySection({ section, children }: { section: Section; children?: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="policy-section mb-5">
      <h2 id={headingId} className="h3 mb-3">
        {section.title}
      </h2>
      {section.content && <p style={{ whiteSpace: 'pre-line' }}>{section.content}</p>}
      <BulletList bullets={section.bulletPoints ?? []} />
      {(section.subsections ?? []).map((sub) => (
        <PolicySubsection key={sub._id} subsection={sub} />
      ))}
      {children}
    </section>
  );
}
