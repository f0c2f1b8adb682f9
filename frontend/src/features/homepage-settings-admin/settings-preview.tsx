import type { InitialQuery } from '@shared/contract/initial-data';
import { SiteHeader } from '@/features/header/site-header';
import { HeroSection } from '@/features/hero/hero-section';
import { SitePreview } from '@/platform/site-preview/site-preview';
import { toSettingsInput, type HomepageSettings, type SettingsDraft } from './settings-rules';

/** The top of the home page, as visitors get it today. */
const HOME_TOP: InitialQuery[] = [{ endpointName: 'getActiveHeader' }, { endpointName: 'getActiveLogo' }, { endpointName: 'listActiveHeroes' }];

/** The draft as the public settings read would return it. */
function asPublicSettings(draft: SettingsDraft, settings: HomepageSettings | null): HomepageSettings {
  const { theme, primaryColor, secondaryColor, accentColor, features } = draft;
  return { ...settings, ...toSettingsInput(draft), _id: settings?._id ?? 'preview-settings', theme, primaryColor, secondaryColor, accentColor, features };
}

/** The home page's header and hero, the real public ones, in the draft's theme and colours. */
export function SettingsPreview({ draft, settings }: { draft: SettingsDraft; settings: HomepageSettings | null }) {
  return (
    <SitePreview draft={[{ endpointName: 'getHomepageSettings', data: asPublicSettings(draft, settings) }]} live={HOME_TOP} saveLabel="Save Settings">
      <SiteHeader />
      <HeroSection />
    </SitePreview>
  );
}
