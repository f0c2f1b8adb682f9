import { Col, Row } from 'react-bootstrap';
import { CountedField } from '@/components/ui/counted-field';
import { LIMITS, type DraftErrors, type DraftPatch, type SettingsDraft } from './settings-rules';
import { TextField } from './text-field';

interface TabProps {
  draft: SettingsDraft;
  errors: DraftErrors;
  /** The message shared by the meta title and the site name. */
  requiredErrorId: string;
  onChange: (patch: DraftPatch) => void;
}

/** SEO tab: meta, Open Graph and Twitter card fields with their limits and counters; meta title and description required. */
export function SeoTab({ draft, errors, requiredErrorId, onChange }: TabProps) {
  return (
    <>
      <CountedField
        id="hs-meta-title"
        label="Meta Title"
        required
        value={draft.metaTitle}
        maxLength={LIMITS.metaTitle}
        invalidBy={errors.metaTitle ? requiredErrorId : undefined}
        onChange={(metaTitle) => onChange({ metaTitle })}
      />
      <CountedField
        id="hs-meta-description"
        label="Meta Description"
        required
        as="textarea"
        value={draft.metaDescription}
        maxLength={LIMITS.metaDescription}
        error={errors.metaDescription}
        onChange={(metaDescription) => onChange({ metaDescription })}
      />
      <TextField
        id="hs-meta-keywords"
        label="Meta Keywords"
        value={draft.keywords}
        help="Separate keywords with commas."
        onChange={(keywords) => onChange({ keywords })}
      />
      <TextField id="hs-canonical-url" label="Canonical URL" type="url" value={draft.canonicalUrl} onChange={(canonicalUrl) => onChange({ canonicalUrl })} />
      <Row>
        <Col md={6}>
          <h2 className="h6 mt-2">Open Graph</h2>
          <CountedField id="hs-og-title" label="OG Title" value={draft.ogTitle} maxLength={LIMITS.ogTitle} onChange={(ogTitle) => onChange({ ogTitle })} />
          <CountedField
            id="hs-og-description"
            label="OG Description"
            as="textarea"
            value={draft.ogDescription}
            maxLength={LIMITS.ogDescription}
            onChange={(ogDescription) => onChange({ ogDescription })}
          />
          <TextField id="hs-og-image" label="OG Image URL" value={draft.ogImage} onChange={(ogImage) => onChange({ ogImage })} />
        </Col>
        <Col md={6}>
          <h2 className="h6 mt-2">Twitter Card</h2>
          <CountedField
            id="hs-twitter-title"
            label="Twitter Title"
            value={draft.twitterTitle}
            maxLength={LIMITS.twitterTitle}
            onChange={(twitterTitle) => onChange({ twitterTitle })}
          />
          <CountedField
            id="hs-twitter-description"
            label="Twitter Description"
            as="textarea"
            value={draft.twitterDescription}
            maxLength={LIMITS.twitterDescription}
            onChange={(twitterDescription) => onChange({ twitterDescription })}
          />
          <TextField id="hs-twitter-image" label="Twitter Image URL" value={draft.twitterImage} onChange={(twitterImage) => onChange({ twitterImage })} />
        </Col>
      </Row>
    </>
  );
}
