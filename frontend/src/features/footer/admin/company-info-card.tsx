import { Col, Form, Row } from 'react-bootstrap';
import { FieldError, invalidProps } from '@/components/ui/field-error';
import { FormCard } from '@/components/ui/form-card';
import { FOOTER_LIMITS, type FooterDraft } from './footer-draft';

type CompanyField = keyof typeof FOOTER_LIMITS & keyof FooterDraft;

interface CompanyInfoCardProps {
  draft: FooterDraft;
  companyNameError?: string;
  /** A new footer: the company name, the one required field, takes the focus as the form opens. */
  focusCompanyName?: boolean;
  onChange: (field: CompanyField, value: string) => void;
}

/** Company Information (docs/product/screens.md): name (required), email, phone, address and description. */
export function CompanyInfoCard({ draft, companyNameError, focusCompanyName, onChange }: CompanyInfoCardProps) {
  const text = (field: Exclude<CompanyField, 'companyName' | 'description' | 'copyright'>, label: string, type = 'text') => (
    <Form.Group as={Col} md={6} controlId={`footer-${field}`} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control type={type} value={draft[field]} maxLength={FOOTER_LIMITS[field]} onChange={(e) => onChange(field, e.target.value)} />
    </Form.Group>
  );

  return (
    <FormCard headingId="footer-company-heading" title="Company Information">
      <Row>
        <Form.Group as={Col} md={6} controlId="footer-companyName" className="mb-3">
          <Form.Label>
            Company Name<span aria-hidden="true"> *</span>
          </Form.Label>
          <Form.Control
            value={draft.companyName}
            maxLength={FOOTER_LIMITS.companyName}
            // Not `required`: the form's own check says what is missing, next to the field.
            aria-required
            autoFocus={focusCompanyName}
            {...invalidProps(companyNameError, 'footer-companyName-error')}
            onChange={(e) => onChange('companyName', e.target.value)}
          />
          <FieldError id="footer-companyName-error" error={companyNameError} />
        </Form.Group>
        {text('email', 'Email', 'email')}
        {text('phone', 'Phone', 'tel')}
        {text('street', 'Street Address')}
        {text('city', 'City')}
      </Row>
      <Form.Group controlId="footer-description">
        <Form.Label>Description</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          value={draft.description}
          maxLength={FOOTER_LIMITS.description}
          onChange={(e) => onChange('description', e.target.value)}
        />
      </Form.Group>
    </FormCard>
  );
}
