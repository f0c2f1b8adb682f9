import type { components } from '@shared/contract/schema';
import { itemKey, noTextLang, type TextLang } from '@/lib/i18n/page-language';

type BulletPoint = components['schemas']['BulletPoint'];

/** `lang`: the `lang` of the texts of what holds the list, by key (`bulletPoints.<id>.text`). */
export function BulletList({ bullets, lang = noTextLang }: { bullets: BulletPoint[]; lang?: TextLang }) {
  if (!bullets.length) return null;
  return (
    <ul className="mb-3">
      {bullets.map((b, i) => (
        <li key={b._id} className="mb-1" lang={lang(itemKey('bulletPoints', b, i, 'text'))}>
          {b.text}
        </li>
      ))}
    </ul>
  );
}
