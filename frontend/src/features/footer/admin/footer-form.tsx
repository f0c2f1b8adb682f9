import { useState } from 'react';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useFocusFirstInvalid } from '@/components/ui/field-error';
import { FormCard } from '@/components/ui/form-card';
import { useToast } from '@/components/ui/toast-provider';
import { CompanyInfoCard } from './company-info-card';
import { DeleteFooterButton } from './delete-footer-button';
import { useCreateFooterMutation, useUpdateFooterMutation } from './footer-admin-api';
import {
  blankDraft,
  companyNameError,
  draftFromFooter,
  FOOTER_LIMITS,
  newSection,
  SOCIAL_PLATFORMS,
  toFooterInput,
  toNewFooterInput,
  type DraftSection,
  type Footer,
  type FooterDraft,
} from './footer-draft';
import { FooterPreview } from './footer-preview';
import { FooterSectionsEditor } from './footer-sections-editor';
import { useSaveLabel } from '@/platform/releases/use-save-label';

interface Props {
  /** The stored footer; none: the form creates one (POST /footer/create-new-footer). */
  footer?: Footer;
  resetting: boolean;
  onReset: () => void;
  /** After the stored footer was deleted. */
  onDeleted: () => void;
}

type TextField = Exclude<keyof FooterDraft, 'social' | 'sections'>;

/** The footer form: company info, social links, sections, copyright; Reset and Save Footer Configuration. */
export function FooterForm({ footer, resetting, onReset, onDeleted }: Props) {
  const toast = useToast();
  const saveLabel = useSaveLabel('Save Footer Configuration');
  const [createFooter] = useCreateFooterMutation();
  const [updateFooter] = useUpdateFooterMutation();
  const [draft, setDraft] = useState<FooterDraft>(() => (footer ? draftFromFooter(footer) : blankDraft()));
  const [saving, setSaving] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [toDelete, setToDelete] = useState<DraftSection | null>(null);
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  // The company name is required: its error shows once a save was tried, and goes as soon as it is filled in.
  const nameError = submitted ? companyNameError(draft) : undefined;

  const setText = (field: TextField, value: string) => setDraft((d) => ({ ...d, [field]: value }));

  const send = async (next: FooterDraft, okMessage: string, failMessage: string): Promise<boolean> => {
    setSaving(true);
    try {
      if (footer) await updateFooter({ id: footer._id, body: toFooterInput(next, footer) }).unwrap();
      else await createFooter(toNewFooterInput(next)).unwrap();
      toast(okMessage);
      return true;
    } catch {
      toast(failMessage, { variant: 'danger' });
      return false;
    } finally {
      setSaving(false);
    }
  };

  const save = () => {
    setSubmitted(true);
    if (companyNameError(draft)) {
      focusFirstInvalid();
      return;
    }
    void send(draft, 'Footer data saved successfully!', 'Error saving footer data. Please try again.');
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const next = { ...draft, sections: draft.sections.filter((s) => s.key !== toDelete.key) };
    // A footer not created yet has nothing stored to delete: the section only leaves the form.
    if (!footer || (await send(next, 'Section deleted successfully!', 'Failed to delete section. Please try again.'))) setDraft(next);
    setToDelete(null);
  };

  return (
    <>
      <Form
        ref={formRef}
        aria-label={footer ? 'Footer configuration' : 'New footer'}
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        {!footer && <Alert variant="info">This footer is not saved yet. Saving will create it.</Alert>}
        <CompanyInfoCard draft={draft} companyNameError={nameError} focusCompanyName={!footer} onChange={setText} />

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
            <Form.Control
              value={draft.copyright}
              maxLength={FOOTER_LIMITS.copyright}
              aria-describedby={footer ? undefined : 'footer-copyright-hint'}
              onChange={(e) => setText('copyright', e.target.value)}
            />
            {!footer && (
              <Form.Text id="footer-copyright-hint">
                Left empty, it reads &apos;© {new Date().getFullYear()} {draft.companyName.trim() || 'Company Name'}. All rights reserved.&apos;
              </Form.Text>
            )}
          </Form.Group>
        </FormCard>

        <div className="d-flex flex-wrap justify-content-end gap-2">
          {footer && <DeleteFooterButton footerId={footer._id} disabled={saving || resetting} onDeleted={onDeleted} />}
          <Button variant="outline-secondary" onClick={onReset} disabled={saving || resetting}>
            Reset
          </Button>
          <Button type="submit" disabled={saving || resetting}>
            {saving ? 'Saving...' : saveLabel}
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
      <h2 className="h5 mt-4">Preview</h2>
      <FooterPreview draft={draft} footer={footer} />
    </>
  );
}
