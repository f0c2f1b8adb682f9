// The contract suite's view of a real backend (see backend/test/harness.ts).
import { startTestBackend, type TestBackend } from '../backend/test/harness';
import type { SuiteSetup } from './support/api-caller';
import { SAMPLE_FILES, type Target } from './support/operation-calls';

export function backendTarget(b: TestBackend): Target {
  return {
    baseUrl: b.baseUrl,
    fetch: (input, init) => globalThis.fetch(input, init),
    reset: () => b.reset(),
    async giveCaseFile(bookingId) {
      const key = `private/case-files/${bookingId}.pdf`;
      await b.storage.put(key, SAMPLE_FILES.pdf);
      await b.db('bookings').where('id', bookingId).update({
        case_file_key: key,
        case_file_original_name: 'cbct-report.pdf',
        case_file_size: SAMPLE_FILES.pdf.length,
        case_file_mime: 'application/pdf',
        case_file_uploaded_at: new Date().toISOString(),
      });
    },
    async remove(kind, id) {
      if (kind === 'homepageSettings') await b.db('homepage_settings').delete();
      if (kind === 'privacyPolicy') await b.db('policy_documents').where('kind', 'privacy').delete();
      if (kind === 'termsConditions') await b.db('policy_documents').where('kind', 'terms').delete();
      if (kind === 'serviceDetailsOfService') await b.db('service_details').where('service_id', String(id)).delete();
    },
  };
}

/** A behaviour suite's backend of its own: started with `options()` (e.g. a MySQL database), closed after. */
export function backendSuite(options: () => Promise<Parameters<typeof startTestBackend>[0]> = async () => ({})): SuiteSetup {
  let backend: TestBackend;
  return {
    async start() {
      backend = await startTestBackend(await options());
      return backendTarget(backend);
    },
    stop: () => backend.close(),
  };
}
