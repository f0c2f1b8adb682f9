import { Card, Container } from 'react-bootstrap';
import { usePageTitle } from '@/app/page-title';
import { Island } from '@/app/island';
import { contactTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';

/** The Contact Us page body (route /contact). */
export function ContactPage() {
  const t = useMessages(contactTexts);
  usePageTitle(t('pageTitle'));
  return (
    <Container className="py-5" style={{ maxWidth: 720 }}>
      <h1>{t('title')}</h1>
      <p className="lead text-body-secondary">{t('intro')}</p>
      <Card className="shadow-sm">
        <Card.Body className="p-3 p-md-4">
          <Island of="contact-form" />
        </Card.Body>
      </Card>
    </Container>
  );
}
