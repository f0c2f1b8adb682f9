// The endpoints of the pages that load on demand are registered at start, so the cache can take the server's
// initial data for them before their page code arrives.
import '@/features/legal/legal-api';
import '@/features/service-details/service-details-api';
