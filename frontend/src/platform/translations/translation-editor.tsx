import { Alert, Badge } from 'react-bootstrap';
import type { RevisionKind } from '@shared/content-kinds';
import type { SiteLanguage } from '@shared/contract/translations';
import { AdminScreen } from '@/components/ui/admin-screen';
import { noAnswer } from '@/app/api';
import { HistoryPanel } from '@/platform/revisions/history-panel';
import { useGetTranslationSheetQuery } from './translations-api';
import { TranslationPreviewLink } from './translation-preview-link';
import { TranslationRecordForm } from './translation-record-form';
import { TRANSLATION_SCREEN_TEXTS as T, screenName } from './translation-words';

interface TranslationEditorProps {
  kind: RevisionKind;
  language: SiteLanguage;
  byDefault: SiteLanguage;
}

/**
 * One kind's texts in a language, the same for every content screen: each record's texts in the default language
 * beside an input in `language`, what is missing marked and counted, each record saved on its own.
 */
export function TranslationEditor({ kind, language, byDefault }: TranslationEditorProps) {
  const query = useGetTranslationSheetQuery({ kind, lang: language.code });
  const sheet = query.data;
  const headingId = `translation-${kind}-heading`;
  return (
    <AdminScreen
      headingId={headingId}
      title={T.title(screenName(kind), language)}
      note={T.note(language, byDefault)}
      history={<HistoryPanel kind={kind} />}
      actions={<TranslationPreviewLink kind={kind} language={language} />}
      load={{
        query,
        failed: query.isError && !sheet,
        loadingText: T.loading,
        failedMessage: noAnswer(query.error) ? T.failed : (query.error?.message ?? T.failed),
      }}
    >
      {() =>
        !sheet || sheet.total === 0 ? (
          <p className="text-body-secondary py-4">{T.noTexts(byDefault.name)}</p>
        ) : (
          <>
            <p data-testid="screen-missing" className="mb-3">
              {sheet.missing ? (
                <Badge bg="warning" text="dark">
                  {T.missingOf(sheet.missing, sheet.total)}
                </Badge>
              ) : (
                <Badge bg="success">{T.allTranslated}</Badge>
              )}
            </p>
            {sheet.records.length === 0 && <Alert variant="info">{T.noTexts(byDefault.name)}</Alert>}
            {sheet.records.map((record) => (
              <TranslationRecordForm
                key={`${record.recordId}-${record.lastModifiedAt ?? ''}`}
                kind={kind}
                record={record}
                language={language}
                byDefault={byDefault}
              />
            ))}
          </>
        )
      }
    </AdminScreen>
  );
}
