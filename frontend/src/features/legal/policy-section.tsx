import { useId, type ReactNode } from 'react';
import { BulletList } from './bullet-list';
import { PolicySubsection } from './policy-subsection';
import type { PolicySection as Section } from './policy-types';
import { itemKey, noTextLang, textsWithin, type TextLang } from '@/lib/i18n/page-language';

/** One section: title, content, bullet points, subsections, then anything extra (the contact box). */
export function PolicySection({ section, lang = noTextLang, children }: { section: Section; lang?: TextLang; children?: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="policy-section mb-5">
      <h2 id={headingId} className="h3 mb-3" lang={lang('title')}>
        {section.title}
      </h2>
      {section.content && (
        <p style={{ whiteSpace: 'pre-line' }} lang={lang('content')}>
          {section.content}
        </p>
      )}
      <BulletList bullets={section.bulletPoints ?? []} lang={lang} />
      {(section.subsections ?? []).map((sub, i) => (
        <PolicySubsection key={sub._id} subsection={sub} lang={textsWithin(lang, itemKey('subsections', sub, i))} />
      ))}
      {children}
    </section>
  );
}
