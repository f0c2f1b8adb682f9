import type { ReactNode } from 'react';
import type { InitialQuery } from '@shared/contract/initial-data';
import { SitePreview } from '@/platform/site-preview/site-preview';
import { toSettingsInput, type HomepageSettings, type SettingsDraft } from './settings-rules';

/** The top of the home page, as visitors get it today. */
const HOME_TOP: InitialQuery[] = [{ endpointName: 'getActiveHeader' }, { endpointName: 'getActiveLogo' }, { endpointName: 'listActiveHeroes' }];

/** The draft as the public settings read would return it. */
function asPublicSettings(draft: SettingsDraft, settings: HomepageSettings | null): HomepageSettings {
  const { theme, primaryColor, secondaryColor, accentColor, features } = draft;
  return { ...settings, ...toSettingsInput(draft), _id: settings?._id ?? 'preview-settings', theme, primaryColor, secondaryColor, accentColor, features };
}

interface SettingsPreviewProps {
  draft: SettingsDraft;
  settings: HomepageSettings | null;
  /** The home page's header and hero, the real public ones: the admin route passes them in, as a feature never imports another. */
  homeTop: ReactNode;
}

/** The home page's header and hero in the draft's theme and colours. */
export function SettingsPreview({ draft, settings, homeTop }: SettingsPreviewProps) {
  return (
    <SitePreview draft={[{ endpointName: 'getHomepageSettings', data: asPublicSettings(draft, settings) }]} live={HOME_TOP} saveLabel="Save Settings">
      {homeTop}
    </SitePreview>
  );
}
