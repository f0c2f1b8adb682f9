// The endpoints of the pages and parts that load on demand (other pages, the footer, the islands of app/islands.ts)
// are registered at start, so the cache can take the server's initial data for them before their code arrives (and
// the admin area's previews can read them).
import '@/platform/media/media-api';
import '@/features/footer/footer-api';
import '@/features/header/header-api';
import '@/features/pricing/pricing-api';
import '@/features/services/services-api';
import '@/features/legal/legal-api';
import '@/features/service-details/service-details-api';
import '@/features/blog/blog-api';
import '@/platform/health-consent/health-consent-api';
