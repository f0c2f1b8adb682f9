// How to call each operation of openapi.yaml on its success path, from the document's own examples plus
// the few set-ups an example cannot express (made through the document's own calls, the Test State ones included).
// Shared by every suite, whatever implementation it verifies.
import createClient from 'openapi-fetch';
import { expect } from 'vitest';
import { encodeUploadMetadata, TUS_RESUMABLE } from '@shared/contract/case-files';
import type { OperationInfo } from '@shared/contract/openapi-validator';
import type { paths } from '@shared/contract/schema';
import { demoData } from '@shared/demo-content';
import { dereferencer } from '@shared/contract/request-schema-lint';
import { openapiDocument } from './document';
import { readStreamWhileBusy, replyInChat, setChatEnabled, startChat } from './chat-calls';
import { CHAT_CONVERSATION_IDS } from '@shared/demo-content/ids';

type Json = Record<string, unknown>;

/** A tiny valid PNG (1x1), a PDF and a disguised file, for the upload calls. */
export const SAMPLE_FILES = {
  png: Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0)),
  pdf: new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  disguisedExe: new TextEncoder().encode('MZ\x90\x00 this is not an image'),
};

/** The header of the Test State operations' key (contract-tests/support/test-state.ts). */
export const TEST_STATE_HEADER = 'Test-State-Key';

export interface PreparedCall {
  method: string;
  /** Path under /api with the parameters filled in. */
  path: string;
  query?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  /** A body sent as it is, with its Content-Type (a tus PATCH). */
  raw?: { bytes: Uint8Array; type: string };
  /** Request headers beyond the bearer token (tus's, a case-upload token). */
  headers?: Record<string, string>;
  token?: string | null;
}

/** What a target (mocks or backend) offers the suite for the set-ups examples can't express. */
export interface Target {
  baseUrl: string;
  fetch: typeof fetch;
  /** The key the implementation's Test State operations take (TEST_STATE_KEY); without one, set-ups are refused. */
  testStateKey?: string;
  /** A fresh demo dataset. */
  reset(): Promise<void>;
  /** Gives booking `bookingId` a stored case file. */
  giveCaseFile(bookingId: string): Promise<void>;
  /** Removes records so a create can succeed (e.g. the one privacy policy). */
  remove(kind: 'homepageSettings' | 'privacyPolicy' | 'termsConditions' | 'serviceDetailsOfService', id?: string): Promise<void>;
  /**
   * The same system without the validating proxy in front (see contract-tests/prism/prism-target.ts), for the
   * calls that are invalid on purpose: the proxy would answer those itself.
   */
  direct?: Target;
}

/**
 * The target with its reset put off until the next call that reaches it (a call, a case file, a removal): tests
 * that make no call (the "is implemented" ones, a third of the suite) cost no reset.
 */
export function resettingOnFirstCall(target: Target): Target {
  let pending = false;
  const ready = async () => {
    if (!pending) return;
    pending = false;
    await target.reset();
  };
  // Its direct view shares the pending reset: both reach the one system.
  const wrap = (t: Target): Target => ({
    baseUrl: t.baseUrl,
    testStateKey: t.testStateKey,
    async fetch(input, init) {
      await ready();
      return t.fetch(input, init);
    },
    async reset() {
      pending = true;
    },
    async giveCaseFile(bookingId) {
      await ready();
      await t.giveCaseFile(bookingId);
    },
    async remove(kind, id) {
      await ready();
      await t.remove(kind, id);
    },
  });
  return { ...wrap(target), ...(target.direct ? { direct: wrap(target.direct) } : {}) };
}

/** A parameter of components/parameters seen through its $ref. */
const parameterOf = dereferencer(openapiDocument);

export function pathWithExamples(op: OperationInfo, overrides: Record<string, string> = {}): string {
  const params = ((op.operation.parameters ?? []) as Json[]).map(parameterOf);
  return op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    if (overrides[name]) return encodeURIComponent(overrides[name]);
    const p = params.find((x) => x.name === name && x.in === 'path');
    if (!p || p.example === undefined) throw new Error(`${op.operationId}: path parameter ${name} has no example`);
    return encodeURIComponent(String(p.example));
  });
}

/** The required query parameters, from their examples. */
function requiredQuery(op: OperationInfo): Record<string, string> | undefined {
  const required = ((op.operation.parameters ?? []) as Json[]).map(parameterOf).filter((p) => p.in === 'query' && p.required && p.example !== undefined);
  return required.length ? Object.fromEntries(required.map((p) => [String(p.name), String(p.example)])) : undefined;
}

function requestExample(op: OperationInfo): unknown {
  const media = ((op.operation.requestBody as Json | undefined)?.content as Json | undefined)?.['application/json'] as Json | undefined;
  return media ? structuredClone(media.example) : undefined;
}

export function upload(field: string, bytes: Uint8Array, name: string, type: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  form.append(field, new File([bytes as BlobPart], name, { type }));
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  return form;
}

/** Builds the success-path call for an operation, running any set-up it needs on the target. */
export async function successCall(op: OperationInfo, target: Target, token: string): Promise<PreparedCall> {
  const call: PreparedCall = {
    method: op.method.toUpperCase(),
    path: pathWithExamples(op),
    query: requiredQuery(op),
    json: requestExample(op),
    token: op.isPublic && !op.tokenOptional ? null : token,
  };
  const exampleServiceId = (requestExample(op) as { serviceId?: string } | undefined)?.serviceId;
  if (op.requiredApiKeyHeader === TEST_STATE_HEADER) call.headers = { [TEST_STATE_HEADER]: target.testStateKey ?? '' };
  switch (op.operationId) {
    case 'createHomepageSettings':
      await target.remove('homepageSettings');
      break;
    case 'createPrivacyPolicy':
      await target.remove('privacyPolicy');
      break;
    case 'createTermsConditions':
      await target.remove('termsConditions');
      break;
    case 'createServiceDetails':
      await target.remove('serviceDetailsOfService', exampleServiceId);
      break;
    case 'uploadLogo':
      call.form = upload('logo', SAMPLE_FILES.png, 'clinic-logo.png', 'image/png');
      break;
    case 'uploadServiceDetailImage':
    case 'uploadImage':
      call.form = upload('image', SAMPLE_FILES.png, 'guide-photo.png', 'image/png');
      break;
    case 'deleteFile': {
      // An image nothing uses yet.
      const res = await send(target, { method: 'POST', path: '/files/images', form: upload('image', SAMPLE_FILES.png, 'spare.png', 'image/png'), token });
      const body = (await res.json()) as { data: { _id: string } };
      call.path = pathWithExamples(op, { id: body.data._id });
      break;
    }
    case 'deleteServiceDetailImage': {
      const res = await send(target, {
        method: 'POST',
        path: '/service-details/upload-image',
        form: upload('image', SAMPLE_FILES.png, 'x.png', 'image/png'),
        token,
      });
      const body = (await res.json()) as { data: { filename: string } };
      call.path = pathWithExamples(op, { filename: body.data.filename });
      break;
    }
    case 'revertRelease':
      // The demo release, published first.
      await send(target, { method: 'POST', path: call.path.replace(/revert$/, 'publish'), token });
      break;
    case 'unscheduleRelease': {
      // The demo release, scheduled a week ahead first.
      const at = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
      await send(target, { method: 'POST', path: call.path, json: { at }, token });
      break;
    }
    case 'sendBackRelease':
      // The demo release, submitted for review first.
      await send(target, { method: 'POST', path: call.path.replace(/send-back$/, 'submit'), json: {}, token });
      break;
    case 'approveRelease':
      // The demo release, submitted for review first, approved for a week ahead of now.
      await send(target, { method: 'POST', path: call.path.replace(/approve$/, 'submit'), json: {}, token });
      (call.json as { at: string }).at = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
      break;
    case 'scheduleRelease':
      (call.json as { at: string }).at = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
      break;
    case 'confirmNewsletterSubscription':
    case 'unsubscribeNewsletter': {
      // The link tokens of a demo subscriber: the one still waiting confirms, a confirmed one unsubscribes.
      const email = demoSubscriber(op.operationId === 'confirmNewsletterSubscription' ? 'pending' : 'confirmed');
      const tokens = await newsletterTokens(target, email);
      call.query = { token: op.operationId === 'confirmNewsletterSubscription' ? tokens.confirm : tokens.unsubscribe };
      break;
    }
    case 'getTestStateNewsletterTokens':
      call.query = { email: demoSubscriber('confirmed') };
      break;
    case 'downloadBookingCaseFile':
      await target.giveCaseFile(decodeURIComponent(call.path.split('/').pop()!));
      break;
    case 'createCaseUpload':
      call.headers = caseUploadCreation(SAMPLE_FILES.pdf.length);
      break;
    case 'getCaseUploadOffset':
    case 'getCaseUpload':
    case 'cancelCaseUpload': {
      const upload = await startCaseUpload(target);
      call.path = pathWithExamples(op, { id: upload.id });
      call.headers = { 'Tus-Resumable': TUS_RESUMABLE, 'Case-Upload-Token': upload.token };
      break;
    }
    case 'appendCaseUpload': {
      const upload = await startCaseUpload(target);
      call.path = pathWithExamples(op, { id: upload.id });
      call.headers = { 'Tus-Resumable': TUS_RESUMABLE, 'Case-Upload-Token': upload.token, 'Upload-Offset': '0' };
      call.raw = { bytes: SAMPLE_FILES.pdf, type: 'application/offset+octet-stream' };
      break;
    }
    case 'refreshToken': {
      // The refresh token travels in the cookie a sign-in set (the mocks keep theirs in their own memory).
      const cookie = await refreshCookieOfSignIn(target);
      if (cookie) call.headers = { Cookie: cookie };
      break;
    }
    case 'getChatAvailability':
    case 'startChatConversation':
      await setChatEnabled(target, token);
      break;
    case 'getChatConversation':
    case 'sendChatVisitorMessage':
    case 'markChatReadByVisitor':
    case 'sendChatVisitorTyping':
    case 'emailChatTranscript':
    case 'streamChatVisitorEvents': {
      // A visitor's own conversation, its cookie sent back; the read marks a planner's reply seen.
      await setChatEnabled(target, token);
      const { cookie, conversation } = await startChat(target);
      call.headers = { ...call.headers, Cookie: cookie };
      if (op.operationId === 'markChatReadByVisitor') call.json = { upTo: (await replyInChat(target, token, conversation._id))._id };
      if (op.operationId === 'streamChatVisitorEvents') call.query = { after: '0' };
      break;
    }
    case 'streamChatEvents':
      // Every stored event from the first: the demo conversations' are replayed.
      call.query = { after: '0' };
      break;
    case 'resumeChatConversation':
      // The token a demo conversation's "continue the conversation" email link carries.
      await setChatEnabled(target, token);
      call.json = { token: await chatResumeToken(target, CHAT_CONVERSATION_IDS.blxQuestion) };
      break;
    case 'reopenChatConversation':
      call.path = pathWithExamples(op, { id: CHAT_CONVERSATION_IDS.sleeveClosed });
      break;
    case 'createPersonExportLink':
      // An address the demo data holds records for (the document's example names nobody stored).
      call.json = { email: demoData.bookings[0].email };
      break;
    case 'exportPerson': {
      const res = await send(target, { method: 'POST', path: '/privacy/person/export-link', json: { email: demoData.bookings[0].email }, token });
      const link = new URL(((await res.json()) as { data: { url: string } }).data.url, 'http://x');
      call.query = { signature: link.searchParams.get('signature')! };
      break;
    }
    case 'createCaseUploadDownloadLink':
    case 'downloadCaseUpload': {
      const upload = await startCaseUpload(target, { complete: true });
      call.path = pathWithExamples(op, { id: upload.id });
      if (op.operationId === 'downloadCaseUpload') {
        const res = await send(target, { method: 'POST', path: `/case-uploads/${upload.id}/download-link`, token });
        const link = new URL(((await res.json()) as { data: { url: string } }).data.url, 'http://x');
        call.query = { signature: link.searchParams.get('signature')! };
      }
      break;
    }
  }
  return call;
}

/** The token of a conversation's "continue the conversation" link, read through the Test State call. */
export async function chatResumeToken(target: Target, conversationId: string): Promise<string> {
  const res = await send(target, {
    method: 'GET',
    path: `/test-state/chat-resume-token/${conversationId}`,
    headers: { [TEST_STATE_HEADER]: target.testStateKey ?? '' },
  });
  if (res.status !== 200) throw new Error(`GET /test-state/chat-resume-token answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** A demo subscriber's address in this state. */
export const demoSubscriber = (status: 'pending' | 'confirmed') => demoData.newsletterSubscribers.find((s) => s.status === status)!.email;

/** The tokens the links of an email to `email` carry now, read through the Test State call. */
export async function newsletterTokens(target: Target, email: string): Promise<{ confirm: string; unsubscribe: string }> {
  const res = await send(target, {
    method: 'GET',
    path: '/test-state/newsletter-tokens',
    query: { email },
    headers: { [TEST_STATE_HEADER]: target.testStateKey ?? '' },
  });
  if (res.status !== 200) throw new Error(`GET /test-state/newsletter-tokens answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { confirm: string; unsubscribe: string } }).data;
}

/** Signs in as the demo super admin and answers the refresh cookie it set, as a Cookie header (`name=value`). */
export async function refreshCookieOfSignIn(target: Target): Promise<string | undefined> {
  const { admin, password } = demoData.demoAdmins.find((a) => a.admin.role === 'super_admin')!;
  const res = await send(target, { method: 'POST', path: '/admin/login', json: { email: admin.email, password } });
  await res.text();
  return res.headers.get('set-cookie')?.split(';')[0] || undefined;
}

/** The headers of a tus creation of a `size`-byte case file. */
export const caseUploadCreation = (size: number, name = 'cbct-report.pdf', token?: string): Record<string, string> => ({
  'Tus-Resumable': TUS_RESUMABLE,
  'Upload-Length': String(size),
  'Upload-Metadata': encodeUploadMetadata({ filename: name }),
  ...(token ? { 'Case-Upload-Token': token } : {}),
});

/** Starts a case-file upload of SAMPLE_FILES.pdf (and sends its bytes with `complete`): its id and token. */
export async function startCaseUpload(target: Target, opts: { complete?: boolean; bytes?: Uint8Array; name?: string; token?: string } = {}) {
  const bytes = opts.bytes ?? SAMPLE_FILES.pdf;
  const res = await send(target, { method: 'POST', path: '/case-uploads', headers: caseUploadCreation(bytes.length, opts.name, opts.token) });
  if (res.status !== 201) throw new Error(`case upload creation answered ${res.status}: ${await res.text()}`);
  const upload = { id: res.headers.get('location')!.split('/').pop()!, token: res.headers.get('case-upload-token')! };
  if (opts.complete) {
    const sent = await send(target, {
      method: 'PATCH',
      path: `/case-uploads/${upload.id}`,
      headers: { 'Tus-Resumable': TUS_RESUMABLE, 'Case-Upload-Token': upload.token, 'Upload-Offset': '0' },
      raw: { bytes, type: 'application/offset+octet-stream' },
    });
    if (sent.status !== 204) throw new Error(`case upload PATCH answered ${sent.status}: ${await sent.text()}`);
  }
  return upload;
}

/**
 * The current version of the health-data consent text (GET /health-consent): what a booking that binds case files
 * sends as healthDataConsentVersion, as the booking form does once its visitor ticks the box (ADR 0043).
 */
export async function healthConsentVersion(target: Target): Promise<number> {
  const res = await send(target, { method: 'GET', path: '/health-consent', token: null });
  if (res.status !== 200) throw new Error(`GET /health-consent answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { version: number } }).data.version;
}

/** Sends a call through the generated client (openapi-fetch typed from openapi.yaml) and hands back the raw response. */
export async function send(target: Target, call: PreparedCall): Promise<Response> {
  // The client reads error bodies itself; the suite validates the untouched original.
  let raw: Response | undefined;
  const client = createClient<paths>({
    baseUrl: target.baseUrl,
    fetch: async (request) => {
      raw = await target.fetch(request);
      // A stream is read once, by the suite: a clone's branch would hold the connection open after the suite lets go.
      if ((raw.headers.get('content-type') ?? '').startsWith('text/event-stream')) return new Response(null, { status: raw.status, headers: raw.headers });
      return raw.clone();
    },
  });
  const headers: Record<string, string> = { ...call.headers };
  if (call.token) headers.Authorization = `Bearer ${call.token}`;
  if (call.raw) headers['Content-Type'] = call.raw.type;
  // A stream is asked for as EventSource asks (MSW's sse handler, for one, matches only this exact Accept).
  if (isStream(call)) headers.Accept = 'text/event-stream';
  await client.request(call.method.toLowerCase() as 'get', call.path as '/hero/list', {
    headers,
    params: { query: call.query as never },
    body: (call.raw?.bytes ?? call.form ?? call.json) as never,
    ...(call.raw ? { bodySerializer: (body: unknown) => body as BodyInit } : {}),
    parseAs: 'stream',
  });
  return raw!;
}

/** The operations whose success answer is a `text/event-stream`. */
const STREAM_PATHS = new Set(
  Object.entries((openapiDocument.paths ?? {}) as Record<string, Record<string, Json>>)
    .filter(([, item]) => JSON.stringify(item.get?.responses ?? {}).includes('"text/event-stream"'))
    .map(([path]) => path),
);
const isStream = (call: PreparedCall) => call.method === 'GET' && STREAM_PATHS.has(call.path);

export async function readResponse(res: Response): Promise<unknown> {
  // A HEAD answer, or a 204, has no body whatever its headers say.
  if (res.status === 204 || !res.body) return undefined;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return res.json();
  // A stream never ends by itself: what came until it fell silent is its body (the replayed events).
  if (type.startsWith('text/event-stream')) return readStreamWhileBusy(res);
  return res.arrayBuffer();
}

/**
 * Checks each operation in turn on one dataset (for refusals, which change nothing): every operation is checked, and
 * the failures are listed together, each under its operationId.
 */
export async function checkEach(operations: readonly OperationInfo[], check: (op: OperationInfo) => Promise<void>) {
  const failures: string[] = [];
  for (const op of operations) {
    try {
      await check(op);
    } catch (e) {
      const message = (e as Error).message;
      failures.push(message.startsWith(op.operationId) ? message : `${op.operationId}: ${message}`);
    }
  }
  expect(failures).toEqual([]);
}
