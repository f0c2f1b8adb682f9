import { CountedField } from '@/components/ui/counted-field';
import { LIMITS, type HeaderDraft } from './header-draft';
import { FIELD_IDS, type HeaderErrors } from './header-validation';

interface ContactInfoTabProps {
  contactInfo: HeaderDraft['contactInfo'];
  errors: HeaderErrors;
  onChange: (contactInfo: HeaderDraft['contactInfo']) => void;
}

/** Contact Info tab: phone and email. */
export function ContactInfoTab({ contactInfo, errors, onChange }: ContactInfoTabProps) {
  return (
    <>
      <CountedField
        id="header-contact-phone"
        label="Phone"
        value={contactInfo.phone}
        maxLength={LIMITS.phone}
        onChange={(phone) => onChange({ ...contactInfo, phone })}
      />
      <CountedField
        id={FIELD_IDS.email}
        label="Email"
        value={contactInfo.email}
        maxLength={LIMITS.email}
        error={errors[FIELD_IDS.email]}
        onChange={(email) => onChange({ ...contactInfo, email })}
      />
    </>
  );
}
