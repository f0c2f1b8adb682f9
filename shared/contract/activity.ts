// Activity log rules shared by the server and the mocks: what each event says, and who may see which category.
import { HttpError } from './http-error';
import { humanBytes, KIND_LABELS, type CaseFileKind } from './case-files';
import { REVISION_KIND_LABELS, type RevisionChange } from './revisions';
import type { components } from './schema';
import { TRANSLATIONS_FIELD } from './translations';

type S = components['schemas'];
export type ActivityEvent = S['ActivityEvent'];
export type ActivityCategory = S['ActivityCategory'];
export type ActivityAction = S['ActivityAction'];
/** An event before it is stored: no id, no time, no name (names are looked up when it is read). */
export type NewActivity = Omit<ActivityEvent, '_id' | 'createdAt' | 'adminName'>;

/** Regular admins see content and inbox events; super admins see every category. */
export const REGULAR_ADMIN_CATEGORIES: readonly ActivityCategory[] = ['content', 'inbox'];
export const ALL_CATEGORIES: readonly ActivityCategory[] = ['content', 'inbox', 'sign-in', 'accounts'];
export const ACTIVITY_FORBIDDEN = 'Only super admins can see sign-in and account events';

/** The categories a caller may see, or 403 when it asked for one it may not. */
export function visibleCategories(role: S['AdminRole'], asked: ActivityCategory | undefined): readonly ActivityCategory[] {
  const allowed = role === 'super_admin' ? ALL_CATEGORIES : REGULAR_ADMIN_CATEGORIES;
  if (!asked) return allowed;
  if (!allowed.includes(asked)) throw new HttpError(403, ACTIVITY_FORBIDDEN);
  return [asked];
}

/** The first instant of a `from` day and the last of a `to` day, as ISO strings (UTC). */
export function activityRange(from: unknown, to: unknown): { from?: string; to?: string } {
  return {
    ...(typeof from === 'string' && from ? { from: `${from}T00:00:00.000Z` } : {}),
    ...(typeof to === 'string' && to ? { to: `${to}T23:59:59.999Z` } : {}),
  };
}

const humanise = (field: string) => {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const VERBS: Record<RevisionChange['operation'], string> = {
  create: 'Created',
  update: 'Updated',
  reorder: 'Reordered',
  toggle: 'Switched',
  delete: 'Deleted',
  restore: 'Restored',
  translate: 'Translated',
};

/**
 * The changed fields as an event names them: a field humanised (`Meta title`), the texts of a language together
 * after its code (`de: title, subtitle`, from `translations.de.title`).
 */
function fieldsSaid(changedFields: readonly string[]): string {
  const own: string[] = [];
  const byLang = new Map<string, string[]>();
  for (const field of changedFields) {
    const [head, lang, ...key] = field.split('.');
    if (head === TRANSLATIONS_FIELD && lang && key.length) byLang.set(lang, [...(byLang.get(lang) ?? []), key.join('.')]);
    else own.push(humanise(field));
  }
  return [...own, ...[...byLang].map(([lang, keys]) => `${lang}: ${keys.join(', ')}`)].join(', ');
}

/** The event of one content change. */
export function contentActivity(change: RevisionChange, adminId: string): NewActivity {
  const label = REVISION_KIND_LABELS[change.kind];
  const verb = change.operation === 'toggle' ? `Switched ${change.snapshot.isActive ? 'on' : 'off'}` : VERBS[change.operation];
  const fields = change.operation === 'toggle' || !change.changedFields.length ? '' : ` (${fieldsSaid(change.changedFields)})`;
  return {
    category: 'content',
    action: change.operation,
    summary: `${verb} ${label} “${change.recordTitle}”${fields}`,
    adminId,
    recordKind: change.kind,
    recordId: change.recordId,
  };
}

export const signInActivity = (adminId: string, email: string): NewActivity => ({ category: 'sign-in', action: 'login', summary: 'Signed in', adminId, email });

export const failedSignInActivity = (email: string, adminId: string | undefined): NewActivity => ({
  category: 'sign-in',
  action: 'login-failed',
  summary: `Failed sign-in for ${email}`,
  email,
  ...(adminId ? { adminId } : {}),
});

export const signOutActivity = (adminId: string): NewActivity => ({ category: 'sign-in', action: 'logout', summary: 'Signed out', adminId });

/** An admin account created, changed or deleted by `actorId`. */
export function accountActivity(
  action: 'admin-create' | 'admin-update' | 'admin-delete',
  actorId: string,
  account: { _id: string; name: string; email: string },
  changed: string[] = [],
): NewActivity {
  const what = { 'admin-create': 'Created', 'admin-update': 'Updated', 'admin-delete': 'Deleted' }[action];
  const fields = changed.length ? ` (${changed.map(humanise).join(', ')})` : '';
  return {
    category: 'accounts',
    action,
    summary: `${what} admin account ${account.name} <${account.email}>${fields}`,
    adminId: actorId,
    recordId: account._id,
  };
}

/** The fields of an admin account update that were sent (the password's value never shows). */
export const accountFieldsChanged = (input: Record<string, unknown>) =>
  ['name', 'email', 'role', 'status', 'password', 'displayName', 'photo'].filter((k) => input[k] !== undefined);

export function bookingStatusActivity(actorId: string, booking: { _id: string; name: string }, from: string, to: string): NewActivity {
  return { category: 'inbox', action: 'booking-status', summary: `Booking from ${booking.name}: ${from} → ${to}`, adminId: actorId, recordId: booking._id };
}

/** The events that say who opened a patient's case files: the booking's `case-file-access` list and the log's filter. */
export const CASE_FILE_ACCESS_ACTIONS = ['case-file-view', 'case-file-download'] as const satisfies readonly NewActivity['action'][];

/**
 * How many case files a booking holds: its bound uploads and the single file of the older upload link. A read of a
 * booking that holds any is a view of them (caseFileViewActivity), on the server and the mocks alike.
 */
export const caseFileCount = (booking: { caseUploads?: readonly unknown[]; caseFile?: unknown }) =>
  (booking.caseUploads?.length ?? 0) + (booking.caseFile ? 1 : 0);

/**
 * An admin's read of a booking that has case files (the summaries of what their check found): who and when (the
 * event's own), which booking and how many files; never their names, which often hold a patient's.
 */
export function caseFileViewActivity(actorId: string, booking: { _id: string; name: string }, files: number): NewActivity {
  return {
    category: 'inbox',
    action: 'case-file-view',
    summary: `Viewed the case files (${files} ${files === 1 ? 'file' : 'files'}) of the booking from ${booking.name}`,
    adminId: actorId,
    recordId: booking._id,
  };
}

/**
 * An admin's download of a booking's case file: who and when (the event's own), which booking, and the file's kind
 * and size; never its name, which often holds a patient's.
 */
export function caseFileDownloadActivity(
  actorId: string,
  booking: { _id: string; name: string },
  file: { kind: CaseFileKind | null; size: number },
): NewActivity {
  const what = file.kind ? KIND_LABELS[file.kind] : 'file';
  return {
    category: 'inbox',
    action: 'case-file-download',
    summary: `Downloaded a case file (${what}, ${humanBytes(file.size)}) of the booking from ${booking.name}`,
    adminId: actorId,
    recordId: booking._id,
  };
}

/**
 * A booking's case file deleted by the retention setting, `days` after the booking was closed: which booking and the
 * file's kind and size (never its name). No admin did it: the event has none.
 */
export function caseFileRetentionActivity(
  booking: { _id: string; name: string },
  file: { kind: CaseFileKind | null; size: number },
  days: number,
): NewActivity {
  const what = file.kind ? KIND_LABELS[file.kind] : 'file';
  return {
    category: 'inbox',
    action: 'case-file-retention',
    summary: `Deleted a case file (${what}, ${humanBytes(file.size)}) of the booking from ${booking.name}, ${days} ${days === 1 ? 'day' : 'days'} after it was closed (retention)`,
    recordId: booking._id,
  };
}

/** A release published (ADR 0033): one event for the whole publish, beside one per record it changed. */
export const releasePublishActivity = (release: { _id: string; name: string }, changes: number, adminId: string): NewActivity => ({
  category: 'content',
  action: 'release-publish',
  summary: `Published release “${release.name}” (${changes} ${changes === 1 ? 'change' : 'changes'})`,
  adminId,
  recordId: release._id,
});

/** A release undone (ADR 0033): one event for the whole undo, beside one restore per record it wrote back. */
export const releaseRevertActivity = (release: { _id: string; name: string }, records: number, adminId: string): NewActivity => ({
  category: 'content',
  action: 'release-revert',
  summary: `Undid release “${release.name}” (${records} ${records === 1 ? 'record' : 'records'} back as they were)`,
  adminId,
  recordId: release._id,
});

/** The health-data consent text changed by a super admin (ADR 0043): an account-level change, as admin accounts are. */
export const healthConsentActivity = (adminId: string, version: number): NewActivity => ({
  category: 'accounts',
  action: 'health-consent-update',
  summary: `Changed the health data consent text (version ${version})`,
  adminId,
});
