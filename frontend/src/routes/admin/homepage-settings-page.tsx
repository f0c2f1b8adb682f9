import { SiteHeader } from '@/features/header/site-header';
import { HeroSection } from '@/features/hero/hero-section';
import { HomepageSettingsAdminPage } from '@/features/homepage-settings-admin/homepage-settings-admin-page';

/**
 * Homepage Settings with its preview of the home page's top, the real public header and hero: composed here, as
 * a feature never imports another (eslint.config.js).
 */
export function HomepageSettingsPage() {
  return (
    <HomepageSettingsAdminPage
      homeTop={
        <>
          <SiteHeader />
          <HeroSection />
        </>
      }
    />
  );
}
