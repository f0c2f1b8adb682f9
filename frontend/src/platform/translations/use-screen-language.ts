import { useSearchParams } from 'react-router-dom';
import { defaultLanguage, languageOf, siteLanguages, type SiteLanguage } from '@shared/contract/translations';
import { useGetHomepageSettingsQuery } from '@/platform/site-settings/site-settings-api';

/** The query parameter that names the language a content screen shows (`?lang=de`): a link can open it there. */
export const LANG_PARAM = 'lang';

export interface ScreenLanguage {
  languages: readonly SiteLanguage[];
  byDefault: SiteLanguage;
  /** The language the screen shows: the default unless `?lang=` names another of the site's languages. */
  current: SiteLanguage;
  choose: (code: string) => void;
}

/** The site's languages (from the settings, in the working release when one is chosen) and the one the screen shows. */
export function useScreenLanguage(): ScreenLanguage {
  const { data: settings } = useGetHomepageSettingsQuery();
  const [params, setParams] = useSearchParams();
  const languages = siteLanguages(settings);
  const byDefault = defaultLanguage(settings);
  const current = languageOf(settings, params.get(LANG_PARAM) ?? '') ?? byDefault;
  const choose = (code: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (code === byDefault.code) next.delete(LANG_PARAM);
        else next.set(LANG_PARAM, code);
        return next;
      },
      { replace: true },
    );
  return { languages, byDefault, current, choose };
}
