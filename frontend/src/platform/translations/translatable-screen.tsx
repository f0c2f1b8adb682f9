import type { ReactNode } from 'react';
import { isTranslatable } from '@shared/contract/translations';
import type { RevisionKind } from '@shared/content-kinds';
import { LanguageSwitcher } from './language-switcher';
import { TranslationEditor } from './translation-editor';
import { useScreenLanguage } from './use-screen-language';

/**
 * A content screen with the site's languages (ADR 0044): in the default language the screen itself, unchanged; in
 * another, the kind's texts side by side with their translations. A site with one language, or a kind without
 * translatable texts, shows the screen alone.
 */
export function TranslatableScreen({ kind, children }: { kind: RevisionKind; children: ReactNode }) {
  const { languages, byDefault, current, choose } = useScreenLanguage();
  if (languages.length < 2 || !isTranslatable(kind)) return <>{children}</>;
  return (
    <>
      <LanguageSwitcher languages={languages} current={current} onChoose={choose} />
      {current.code === byDefault.code ? children : <TranslationEditor key={current.code} kind={kind} language={current} byDefault={byDefault} />}
    </>
  );
}
