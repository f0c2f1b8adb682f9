// The Translations calls over the in-memory db, as the server answers them (ADR 0044): a kind's sheet in a language,
// one record's texts written in a language (a content write: the route kit's revision step stores its revision and
// activity entry, or keeps it as a release's draft), and the Dashboard's missing counts. Each reads the kind's
// snapshot, which carries every record's translations.
import { HttpError } from '@shared/contract/http-error';
import type { RevisionKind } from '@shared/content-kinds';
import {
  checkedValues,
  requestedLanguage,
  translatableKind,
  translationSheet,
  translationStampOf,
  translationSummary,
  TRANSLATION_TEXTS,
  writtenEntry,
  type StoredTranslation,
} from '@shared/contract/translations';
import { contract, openapiDocument } from '../contract';
import { articleTranslationRule } from './article';
import { db, nowIso } from '../db';
import { ok, route } from '../route';
import { snapshotKind } from '../revisions';

/** What a kind refuses of, or keeps beside, a record's texts in a language beyond their fields' rules (only articles: their slugs). */
const KIND_TRANSLATION_RULES: Partial<Record<RevisionKind, (recordId: string, texts: Readonly<Record<string, string>>) => Promise<void>>> = {
  article: articleTranslationRule,
};

const rowOf = (kind: string, recordId: string, lang: string) =>
  db.contentTranslations.find((t) => t.kind === kind && t.recordId === recordId && t.lang === lang);

export const translationRoutes = [
  route('get', '/content-translations', async () => ok(await translationSummary(db.homepageSettings[0], (kind) => snapshotKind(kind)))),

  route('get', '/content-translations/{kind}', ({ params, query }) => {
    const kind = translatableKind(params.kind);
    const lang = requestedLanguage(db.homepageSettings[0], query.lang, true)!.code;
    return ok(translationSheet(kind, snapshotKind(kind), lang, (id) => translationStampOf(rowOf(kind, id, lang))));
  }),

  route('put', '/content-translations/{kind}/{id}', async ({ params, query, body, auth }) => {
    const kind = translatableKind(params.kind);
    const lang = requestedLanguage(db.homepageSettings[0], query.lang, true)!.code;
    const record = snapshotKind(kind).find((r) => r._id === params.id);
    if (!record) throw new HttpError(404, TRANSLATION_TEXTS.recordNotFound);
    const texts = checkedValues(kind, record, body.values, openapiDocument, (schema, value) => contract.validateSchema(schema, value));
    await KIND_TRANSLATION_RULES[kind]?.(record._id, texts);
    const others = db.contentTranslations.filter((t) => !(t.kind === kind && t.recordId === record._id && t.lang === lang));
    const row: StoredTranslation = { kind, recordId: record._id, lang, texts, lastModifiedBy: auth!.admin._id, lastModifiedAt: nowIso() };
    const kept = Object.keys(texts).length ? row : undefined;
    db.contentTranslations.splice(0, Infinity, ...others, ...(kept ? [kept] : []));
    return ok(writtenEntry(kind, record, lang, kept), TRANSLATION_TEXTS.saved);
  }),
];
