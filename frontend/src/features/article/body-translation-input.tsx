import { lazy, Suspense } from 'react';
import { LoadingStatus } from '@/components/ui/admin-screen';
import type { RichTextInputProps } from '@/platform/translations/rich-text-input';
import { BODY_TEXTS } from './body-texts';

// TipTap loads when a body is translated, not with every admin screen (ADR 0037).
const BodyEditor = lazy(() => import('./body-editor').then((m) => ({ default: m.BodyEditor })));

/** The article's own body editor, as the translation screen edits a body in another language with it (ADR 0044). */
export function BodyTranslationInput({ lang, dir, ...editor }: RichTextInputProps) {
  return (
    <div lang={lang} dir={dir}>
      <Suspense fallback={<LoadingStatus text={BODY_TEXTS.loading} className="py-2" />}>
        <BodyEditor {...editor} />
      </Suspense>
    </div>
  );
}
