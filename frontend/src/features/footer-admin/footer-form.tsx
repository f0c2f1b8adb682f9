import { useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormCard } from '@/components/ui/form-card';
import { useToast } from '@/components/ui/toast-provider';
import { useUpdateFooterMutation } from './footer-admin-api';
import { draftFromFooter, newSection, SOCIAL_PLATFORMS, toFooterInput, type DraftSection, type Footer, type FooterDraft } from './footer-draft';
import { FooterSectionsEditor } from './footer-sections-editor';

interface Props {
  footer: Footer;
  resetting: boolean;
  onReset: () => void;
}

type TextField = Exclude<keyof FooterDraft, 'social' | 'sections'>;

/** The footer edit form: company info, social links, sections, copyright; Reset and Save Footer Configuration. */
export function FooterForm({ footer, resetting, onReset }: Props) {
  const toast = useToast();
  const [updateFooter] = useUpdateFooterMutation();
  const [draft, setDraft] = useState<FooterDraft>(() => draftFromFooter(footer));
  const [saving, setSaving] = useState(false);
  const [toDelete, setToDelete] = useState<DraftSection | null>(null);

  const set = (field: TextField) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: e.target.value }));

  const send = async (next: FooterDraft, okMessage: string, failMessage: string): Promise<boolean> => {
    setSaving(true);
    try {
      await updateFooter({ id: footer._id, body: toFooterInput(next, footer) }).unwrap();
      toast(okMessage);
      return true;
    } catch {
      toast(failMessage, { variant: 'danger' });
      return false;
    } finally {
      setSaving(false);
    }
  };

  const save = () => void send(draft, 'Footer data saved successfully!', 'Error saving footer data. Please try again.');

  const confirmDelete = async () => {
    if (!toDelete) return;
    const next = { ...draft, sections: draft.sections.filter((s) => s.key !== toDelete.key) };
    if (await send(next, 'Section deleted successfully!', 'Failed to delete section. Please try again.')) setDraft(next);
    setToDelete(null);
  };

  const text = (field: TextField, label: string, type = 'text') => (
    <Form.Group as={Col} md={6} controlId={`footer-${field}`} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control type={type} value={draft[field]} onChange={set(field)} />
    </Form.Group>
  );

  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <FormCard headingId="footer-company-heading" title="Company Information">
        <Row>
          {text('companyName', 'Company Name')}
          {text('email', 'Email', 'email')}
          {text('phone', 'Phone', 'tel')}
          {text('street', 'Street Address')}
          {text('city', 'City')}
        </Row>
        <Form.Group controlId="footer-description">
          <Form.Label>Description</Form.Label>
          <Form.Control as="textarea" rows={3} value={draft.description} onChange={set('description')} />
        </Form.Group>
      </FormCard>

      <FormCard headingId="footer-social-heading" title="Social Media Links">
        <Row>
          {SOCIAL_PLATFORMS.map(({ platform, label }) => (
            <Form.Group as={Col} md={6} key={platform} controlId={`footer-social-${platform}`} className="mb-3">
              <Form.Label>{label}</Form.Label>
              <Form.Control
                type="url"
                value={draft.social[platform]}
                placeholder={`https://${platform}.com/...`}
                onChange={(e) => setDraft((d) => ({ ...d, social: { ...d.social, [platform]: e.target.value } }))}
              />
            </Form.Group>
          ))}
        </Row>
      </FormCard>

      <FooterSectionsEditor
        sections={draft.sections}
        disabled={saving}
        onAdd={(title) => setDraft((d) => ({ ...d, sections: [...d.sections, newSection(title, d.sections.length)] }))}
        onDelete={setToDelete}
      />

      <FormCard headingId="footer-copyright-heading" title="Copyright">
        <Form.Group controlId="footer-copyright">
          <Form.Label>Copyright Text</Form.Label>
          <Form.Control value={draft.copyright} onChange={set('copyright')} />
        </Form.Group>
      </FormCard>

      <div className="d-flex flex-wrap justify-content-end gap-2">
        <Button variant="outline-secondary" onClick={onReset} disabled={saving || resetting}>
          Reset
        </Button>
        <Button type="submit" disabled={saving || resetting}>
          {saving ? 'Saving...' : 'Save Footer Configuration'}
        </Button>
      </div>

      <ConfirmDialog
        show={!!toDelete}
        title="Delete section"
        message={`Delete the section "${toDelete?.section.title ?? ''}"? This cannot be undone.`}
        confirmLabel="Delete"
        variant="danger"
        busy={saving}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </Form>
  );
}
