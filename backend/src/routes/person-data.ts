// One person's data (ADR 0043): the Person search, the export's link and archive, and the erase. The roles are the
// contract's (`x-required-role`); the export itself is a plain link, checked by its encrypted signature.
import { actor, created, ok, route, type Deps } from '../route';
import { recordCaseFileViews } from '../services/bookings';
import { createExportLink, openExport } from '../services/person-data/export';
import { erasePerson } from '../services/person-data/erase';
import { findPersonRecords } from '../services/person-data/records';

const stores = (deps: Deps) => ({ store: deps.caseUploads?.store, storage: deps.storage });

export const personDataRoutes = [
  route('get', '/privacy/person', async ({ deps, query, auth }) => {
    const { records } = await findPersonRecords(deps.db, String(query.email), deps.caseUploads?.store, deps.config.clock.now());
    // The answer shows the bookings' case files: a view of them, as a booking's own read is.
    await recordCaseFileViews(deps.db, actor(auth), records.bookings);
    return ok(records);
  }),
  route('post', '/privacy/person/export-link', async ({ deps, body, auth }) =>
    created(await createExportLink(deps.db, deps.config.keys.personExport, body.email, actor(auth), deps.caseUploads?.store, deps.config.clock.now())),
  ),
  route('get', '/privacy/person/export', ({ deps, query }) =>
    openExport({ db: deps.db, key: deps.config.keys.personExport, ...stores(deps), now: deps.config.clock.now() }, String(query.signature)),
  ),
  route('post', '/privacy/person/erase', async ({ deps, body, auth }) => {
    const { erasure, message } = await erasePerson(deps.db, stores(deps), body.email, actor(auth), deps.config.clock.now());
    // The message is always there (PersonErasureResponse requires it).
    return { status: 200, body: { success: true as const, data: erasure, message } };
  }),
];
