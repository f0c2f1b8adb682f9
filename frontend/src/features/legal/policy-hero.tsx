import { Container } from 'react-bootstrap';
import { formatLongDate } from './format-long-date';
import { usePageLocale } from '@/lib/format/intl';
import { legalTexts } from '@/lib/i18n/catalogs';
import { noTextLang, type TextLang } from '@/lib/i18n/page-language';
import { useMessages } from '@/lib/i18n/use-messages';

/** Title, subtitle and 'Last updated: {long date}'. */
export function PolicyHero({ title, subtitle, lastUpdated, lang = noTextLang }: { title: string; subtitle?: string; lastUpdated?: string; lang?: TextLang }) {
  const t = useMessages(legalTexts);
  const updated = formatLongDate(lastUpdated, usePageLocale());
  return (
    <section className="py-5 bg-body-tertiary border-bottom">
      <Container style={{ maxWidth: 880 }}>
        <h1 className="display-6 fw-bold" lang={lang('title')}>
          {title}
        </h1>
        {subtitle && (
          <p className="lead mb-2" lang={lang('subtitle')}>
            {subtitle}
          </p>
        )}
        {updated && <p className="small text-body-secondary mb-0">{t('lastUpdated', { date: updated })}</p>}
      </Container>
    </section>
  );
}
