import type { components } from '@shared/contract/schema';
import { legalTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';

type ContactInfo = components['schemas']['PolicyContactInfo'];

/** The document's contact details, shown inside its contact section. */
export function PolicyContactBox({ contact }: { contact: ContactInfo }) {
  const t = useMessages(legalTexts);
  const { companyName, email, phone, address } = contact;
  if (!companyName && !email && !phone && !address) return null;
  return (
    <aside aria-label={t('contactDetails')} className="card bg-body-tertiary mt-3">
      <address className="card-body mb-0">
        {companyName && <p className="fw-bold mb-2">{companyName}</p>}
        <dl className="row mb-0">
          {email && (
            <>
              <dt className="col-sm-3">{t('email')}</dt>
              <dd className="col-sm-9 text-break">
                <a href={`mailto:${email}`}>{email}</a>
              </dd>
            </>
          )}
          {phone && (
            <>
              <dt className="col-sm-3">{t('phone')}</dt>
              <dd className="col-sm-9">
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
              </dd>
            </>
          )}
          {address && (
            <>
              <dt className="col-sm-3">{t('address')}</dt>
              <dd className="col-sm-9 mb-0">{address}</dd>
            </>
          )}
        </dl>
      </address>
    </aside>
  );
}
