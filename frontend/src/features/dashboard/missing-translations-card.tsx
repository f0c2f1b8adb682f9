import { Badge, Card, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { contentKind } from '@shared/content-kinds';
import { languageOf, type TranslationCount } from '@shared/contract/translations';
import { LoadFailed, LoadingStatus } from '@/components/ui/admin-screen';
import { noAnswer } from '@/app/api';
import { useGetHomepageSettingsQuery } from '@/platform/site-settings/site-settings-api';
import { useGetTranslationSummaryQuery } from '@/platform/translations/translations-api';
import { LANG_PARAM } from '@/platform/translations/use-screen-language';

export const MISSING_TEXTS = {
  title: 'Missing translations',
  loading: 'Loading translations...',
  failed: 'Failed to load the missing translations',
  allTranslated: 'Every text is translated into every language.',
  oneLanguage: 'The site has one language: add another in Homepage Settings, Languages.',
  languageDone: 'All translated',
  missing: (n: number) => `${n} missing`,
  missingOf: (missing: number, total: number) => `${missing} of ${total} missing`,
} as const;

/** The counts by language, in the order the server gave them (the settings' order of languages). */
function byLanguage(counts: readonly TranslationCount[]) {
  const groups = new Map<string, TranslationCount[]>();
  for (const c of counts) groups.set(c.lang, [...(groups.get(c.lang) ?? []), c]);
  return [...groups.entries()].map(([lang, rows]) => ({ lang, rows, missing: rows.reduce((n, r) => n + r.missing, 0) }));
}

/**
 * What visitors of each language still read in the default one (ADR 0044): per language the texts missing, and per
 * content kind a link to its screen opened in that language.
 */
export function MissingTranslationsCard() {
  const { data: counts, error, isLoading, isFetching, refetch } = useGetTranslationSummaryQuery();
  const { data: settings } = useGetHomepageSettingsQuery();
  const languages = counts ? byLanguage(counts) : [];
  const nameOf = (code: string) => languageOf(settings, code)?.name ?? code;
  return (
    <Card className="h-100 shadow-sm" as="section" aria-labelledby="dashboard-translations">
      <Card.Header as="h2" id="dashboard-translations" className="h5 mb-0">
        {MISSING_TEXTS.title}
      </Card.Header>
      {isLoading ? (
        <Card.Body>
          <LoadingStatus text={MISSING_TEXTS.loading} className="py-0" />
        </Card.Body>
      ) : !counts ? (
        <Card.Body>
          <LoadFailed
            message={noAnswer(error) ? MISSING_TEXTS.failed : `${MISSING_TEXTS.failed}: ${(error as { message?: string } | undefined)?.message ?? ''}`}
            onRetry={() => void refetch()}
            retrying={isFetching}
            className="mb-0"
          />
        </Card.Body>
      ) : languages.length === 0 ? (
        <Card.Body className="text-body-secondary">{MISSING_TEXTS.oneLanguage}</Card.Body>
      ) : languages.every((l) => l.missing === 0) ? (
        <Card.Body data-testid="all-translated">{MISSING_TEXTS.allTranslated}</Card.Body>
      ) : (
        <ListGroup variant="flush">
          {languages.map(({ lang, rows, missing }) => (
            <ListGroup.Item key={lang} data-testid={`missing-${lang}`}>
              <h3 className="h6 d-flex justify-content-between align-items-center gap-2 mb-2">
                <span>
                  <span lang={lang}>{nameOf(lang)}</span> <code>{lang}</code>
                </span>
                <Badge bg={missing ? 'warning' : 'success'} text={missing ? 'dark' : undefined} pill data-testid={`missing-${lang}-total`}>
                  {missing ? MISSING_TEXTS.missing(missing) : MISSING_TEXTS.languageDone}
                </Badge>
              </h3>
              {missing > 0 && (
                <ul className="list-unstyled mb-0 small" aria-label={`Missing in ${nameOf(lang)}`}>
                  {rows
                    .filter((r) => r.missing > 0)
                    .map((r) => (
                      <li key={r.kind} className="d-flex justify-content-between gap-2 py-1">
                        <Link to={`${contentKind(r.kind).menu.path}?${LANG_PARAM}=${lang}`}>{contentKind(r.kind).menu.label}</Link>
                        <span className="text-body-secondary">{MISSING_TEXTS.missingOf(r.missing, r.total)}</span>
                      </li>
                    ))}
                </ul>
              )}
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </Card>
  );
}
