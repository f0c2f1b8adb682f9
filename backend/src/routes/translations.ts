// The Translations calls (ADR 0044): a kind's side-by-side sheet in a language, one record's texts written in a
// language (a content write: the route kit's revision step stores its revision and activity entry, or keeps it as a
// release's draft), and the missing counts for the Dashboard. Each reads the kind's snapshot (content-kinds.ts), which
// carries every record's translations.
import { HttpError } from '@shared/contract/http-error';
import {
  checkedValues,
  requestedLanguage,
  translatableKind,
  translationSheet,
  translationStampOf,
  translationSummary,
  TRANSLATION_TEXTS,
  writtenEntry,
} from '@shared/contract/translations';
import { contract, openapiDocument } from '../contract';
import { KIND_STORES } from '../content-kinds';
import { actor, ok, route } from '../route';
import { findSettingsIfAny } from '../services/homepage';
import { checkTranslation, translationsOf, writeTranslation } from '../services/translations';

export const translationRoutes = [
  route('get', '/content-translations', async ({ deps }) =>
    ok(await translationSummary(await findSettingsIfAny(deps.db), (kind) => KIND_STORES[kind].all(deps.db))),
  ),

  route('get', '/content-translations/{kind}', async ({ deps, params, query }) => {
    const kind = translatableKind(params.kind);
    const lang = requestedLanguage(await findSettingsIfAny(deps.db), query.lang, true)!.code;
    const rows = new Map((await translationsOf(deps.db, kind)).filter((t) => t.lang === lang).map((t) => [t.recordId, t]));
    return ok(translationSheet(kind, await KIND_STORES[kind].all(deps.db), lang, (id) => translationStampOf(rows.get(id))));
  }),

  // The route kit runs content writes in one transaction: deps.db is it (in a release, the release's undone one).
  route('put', '/content-translations/{kind}/{id}', async ({ deps, params, query, body, auth }) => {
    const kind = translatableKind(params.kind);
    const lang = requestedLanguage(await findSettingsIfAny(deps.db), query.lang, true)!.code;
    const record = (await KIND_STORES[kind].all(deps.db)).find((r) => r._id === params.id);
    if (!record) throw new HttpError(404, TRANSLATION_TEXTS.recordNotFound);
    const values = checkedValues(kind, record, body.values, openapiDocument, (schema, value) => contract.validateSchema(schema, value));
    await checkTranslation(deps.db, kind, record._id, values);
    const row = await writeTranslation(deps.db, kind, record._id, lang, values, actor(auth));
    return ok(writtenEntry(kind, record, lang, row), TRANSLATION_TEXTS.saved);
  }),
];
