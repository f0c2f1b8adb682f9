import { Alert, Button, Container } from 'react-bootstrap';
import { serviceDetailsTexts, siteTexts } from '@/lib/i18n/catalogs';
import { useMessages } from '@/lib/i18n/use-messages';

/** A load failure other than 404. */
export function ServiceDetailError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useMessages(serviceDetailsTexts);
  const s = useMessages(siteTexts);
  return (
    <Container className="py-5">
      <Alert variant="danger" className="mx-auto" style={{ maxWidth: 640 }}>
        <Alert.Heading as="h1" className="h4">
          {t('errorTitle')}
        </Alert.Heading>
        <p>{message}</p>
        {/* Solid: the outlined danger button's red text falls under 4.5:1 on the alert's pink. */}
        <Button variant="danger" onClick={onRetry} data-reload>
          {s('tryAgain')}
        </Button>
      </Alert>
    </Container>
  );
}
