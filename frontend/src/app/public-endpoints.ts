// The endpoints of the pages and parts that load on demand (other pages, the deferred footer) are registered at
// start, so the cache can take the server's initial data for them before their code arrives.
import '@/components/media/media-api';
import '@/features/footer/footer-api';
import '@/features/legal/legal-api';
import '@/features/service-details/service-details-api';
