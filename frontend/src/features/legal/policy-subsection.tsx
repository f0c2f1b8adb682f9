import type { components } from '@shared/contract/schema';
import { BulletList } from './bullet-list';
import { noTextLang, type TextLang } from '@/lib/i18n/page-language';

type Subsection = components['schemas']['Subsection'];

export function PolicySubsection({ subsection, lang = noTextLang }: { subsection: Subsection; lang?: TextLang }) {
  return (
    <div className="mt-3 ps-3 border-start border-2">
      <h3 className="h5" lang={lang('title')}>
        {subsection.title}
      </h3>
      {subsection.content && (
        <p className="mb-2" style={{ whiteSpace: 'pre-line' }} lang={lang('content')}>
          {subsection.content}
        </p>
      )}
      <BulletList bullets={subsection.bulletPoints ?? []} lang={lang} />
    </div>
  );
}
