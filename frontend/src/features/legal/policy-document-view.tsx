import type { ReactNode } from 'react';
import { Container } from 'react-bootstrap';
import { PolicyContactBox } from './policy-contact-box';
import { PolicyHero } from './policy-hero';
import { PolicySection } from './policy-section';
import type { PolicyDocument } from './policy-types';
import { itemKey, textsWithin, useTextLang } from '@/lib/i18n/page-language';

export interface PolicyDocumentViewProps<D extends PolicyDocument> {
  doc: D;
  /** Which section carries the contact box (privacy: sectionType 'contact'; terms: a title with 'contact'). */
  isContactSection: (section: D['sections'][number]) => boolean;
  /** The terms' acceptance statement, shown under the hero. */
  acceptanceStatement?: string;
  /** What the page adds after the document's sections (the privacy policy's consent texts). */
  children?: ReactNode;
}

/** The public view both legal documents share: hero, then the sections by order. */
export function PolicyDocumentView<D extends PolicyDocument>({ doc, isContactSection, acceptanceStatement, children }: PolicyDocumentViewProps<D>) {
  const sections = [...(doc.sections as D['sections'][number][])].sort((a, b) => a.order - b.order);
  const lang = useTextLang(doc);
  return (
    <>
      <PolicyHero title={doc.title} subtitle={doc.subtitle} lastUpdated={doc.lastUpdated} lang={lang} />
      <Container className="py-5" style={{ maxWidth: 880 }}>
        {acceptanceStatement && (
          <p
            className="border-start border-4 border-primary bg-primary-subtle rounded-end p-3 mb-5"
            data-testid="acceptance-statement"
            lang={lang('acceptanceStatement')}
          >
            {acceptanceStatement}
          </p>
        )}
        {sections.map((section) => (
          <PolicySection key={section._id} section={section} lang={textsWithin(lang, itemKey('sections', section, doc.sections.indexOf(section)))}>
            {doc.contactInfo && isContactSection(section) && <PolicyContactBox contact={doc.contactInfo} />}
          </PolicySection>
        ))}
        {children}
      </Container>
    </>
  );
}
