import { lazy, Suspense } from 'react';
import { Alert } from 'react-bootstrap';
import { LoadingStatus } from '@/components/ui/admin-screen';
import { BODY_TEXTS } from './body-texts';
import { ARTICLE_TEXTS, type RichTextDocument } from './article-rules';

interface BodyFieldProps {
  initial: RichTextDocument;
  onChange: (body: RichTextDocument) => void;
  /** The server's refusals of the document, each naming its place; shown above the editor. */
  errors: readonly string[];
  disabled?: boolean;
}

// TipTap loads with the article editor only, not with every admin screen (ADR 0037).
const BodyEditor = lazy(() => import('./body-editor').then((m) => ({ default: m.BodyEditor })));

/** The body's label, the server's refusals of it, and the editor they describe. */
export function BodyField({ initial, onChange, errors, disabled }: BodyFieldProps) {
  return (
    <div className="mb-3">
      <div id="article-body-label" className="form-label">
        {BODY_TEXTS.label}
      </div>
      {errors.length > 0 && (
        <Alert variant="danger" id="article-body-errors" className="py-2">
          <p className="mb-1">{ARTICLE_TEXTS.bodyErrors}</p>
          <ul className="mb-0">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </Alert>
      )}
      <Suspense fallback={<LoadingStatus text={BODY_TEXTS.loading} className="py-2" />}>
        <BodyEditor
          labelId="article-body-label"
          initial={initial}
          onChange={onChange}
          invalid={errors.length > 0}
          describedBy={errors.length ? 'article-body-errors' : undefined}
          disabled={disabled}
        />
      </Suspense>
    </div>
  );
}
