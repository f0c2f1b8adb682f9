import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { ColorField } from '@/components/ui/color-field';
import { CountedField } from '@/components/ui/counted-field';
import { useFocusFirstInvalid } from '@/components/ui/field-error';
import { ImageField } from '@/platform/media/image-field';
import { HeroPreview } from './hero-preview';
import { HERO_LIMITS, HERO_MIN_DISPLAY_ORDER, toDisplayOrder, validateHeroDraft, type HeroDraft } from './hero-rules';
import { useSaveLabel } from '@/platform/releases/use-save-label';

const ERROR_ID = 'hero-form-error';

interface HeroFormProps {
  mode: 'create' | 'edit';
  /** The hero being edited. */
  heroId?: string;
  initial: HeroDraft;
  saving: boolean;
  onSave: (draft: HeroDraft) => void;
  onCancel: () => void;
}

/** Create or edit one hero, with the preview of the home page's hero under the fields. */
export function HeroForm({ mode, heroId, initial, saving, onSave, onCancel }: HeroFormProps) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const ownLabel = mode === 'edit' ? 'Update Hero' : 'Create Hero';
  const saveLabel = useSaveLabel(ownLabel);
  // Opening the form moves the keyboard to its first field.
  useEffect(() => document.getElementById('hero-title')?.focus(), []);
  // After a refused save, the fields still missing are marked, each described by the one message above them.
  const missing = { title: !!error && !draft.title.trim(), banner: !!error && !draft.banner.trim() };
  const set =
    <K extends keyof HeroDraft>(key: K) =>
    (value: HeroDraft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = validateHeroDraft(draft);
    setError(problem);
    if (problem) focusFirstInvalid();
    else onSave(draft);
  };

  return (
    <section aria-labelledby="hero-form-heading" className="card mb-4">
      <div className="card-body">
        <h2 id="hero-form-heading" className="h5 mb-3">
          {mode === 'edit' ? 'Edit Hero Section' : 'Create Hero Section'}
        </h2>
        <Form ref={ref} noValidate onSubmit={submit}>
          {error && (
            <Alert variant="danger" role="alert" id={ERROR_ID}>
              {error}
            </Alert>
          )}
          <CountedField
            id="hero-title"
            label="Title"
            value={draft.title}
            maxLength={HERO_LIMITS.title}
            onChange={set('title')}
            required
            invalidBy={missing.title ? ERROR_ID : undefined}
          />
          <CountedField id="hero-subtitle" label="Subtitle" as="textarea" value={draft.subtitle} maxLength={HERO_LIMITS.subtitle} onChange={set('subtitle')} />
          <ImageField
            id="hero-banner"
            label="Banner URL"
            value={draft.banner}
            maxLength={500}
            required
            placeholder="/uploads/..."
            invalidBy={missing.banner ? ERROR_ID : undefined}
            previewAlt={draft.bannerAlt.trim() || 'Banner preview'}
            onChange={set('banner')}
          />
          <CountedField id="hero-banner-alt" label="Banner Alt" value={draft.bannerAlt} maxLength={HERO_LIMITS.bannerAlt} onChange={set('bannerAlt')} />
          <Row>
            <Col sm={6}>
              <CountedField id="hero-cta-text" label="CTA Text" value={draft.ctaText} maxLength={HERO_LIMITS.ctaText} onChange={set('ctaText')} />
            </Col>
            <Col sm={6}>
              <Form.Group className="mb-3" controlId="hero-cta-link">
                <Form.Label>CTA Link</Form.Label>
                <Form.Control value={draft.ctaLink} maxLength={500} onChange={(e) => set('ctaLink')(e.target.value)} />
              </Form.Group>
            </Col>
          </Row>
          <Row>
            <Col sm={6}>
              <ColorField id="hero-background-color" label="Background Color" value={draft.backgroundColor} onChange={set('backgroundColor')} />
            </Col>
            <Col sm={6}>
              <ColorField id="hero-text-color" label="Text Color" value={draft.textColor} onChange={set('textColor')} />
            </Col>
          </Row>
          <Row className="align-items-end">
            <Col sm={6}>
              <Form.Group className="mb-3" controlId="hero-display-order">
                <Form.Label>Display Order</Form.Label>
                <Form.Control
                  type="number"
                  min={HERO_MIN_DISPLAY_ORDER}
                  step={1}
                  value={draft.displayOrder}
                  onChange={(e) => set('displayOrder')(toDisplayOrder(e.target.value))}
                />
              </Form.Group>
            </Col>
            <Col sm={6}>
              <Form.Check
                className="mb-3"
                type="switch"
                id="hero-active"
                label="Active"
                checked={draft.isActive}
                onChange={(e) => set('isActive')(e.target.checked)}
              />
            </Col>
          </Row>
          <div className="d-flex gap-2">
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : saveLabel}
            </Button>
            <Button variant="secondary" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
          </div>
        </Form>
        <h3 className="h6 mt-4">Preview</h3>
        <HeroPreview draft={draft} heroId={heroId} saveLabel={ownLabel} />
      </div>
    </section>
  );
}
