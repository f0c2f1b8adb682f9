// dredd hooks: log in and send the bearer token, reset the demo data before each transaction,
// set up what an example cannot express, build multipart bodies, strip the charset before validation, and put
// the real response schema from openapi.yaml (dereferenced, as JSON Schema) into expected.bodySchema.
const hooks = require('hooks');
const fs = require('node:fs');
const path = require('node:path');
const YAML = require('yaml');

// The implementation's own address (the document's base path included), for set-ups; dredd itself may be sent
// through a validating proxy in front of it. The set-ups no call of the site reaches go through the Test State calls.
const API = process.env.DREDD_API_URL;
const TEST_STATE_KEY = process.env.TEST_STATE_KEY;
const doc = YAML.parse(fs.readFileSync(path.join(__dirname, '../../openapi.yaml'), 'utf8'));
// dredd sends request bodies as text, so the upload is an image that is text: a small, script-free SVG.
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#0d6efd"/></svg>');
// The demo super admin, whom every reset puts back.
const SUPER_ADMIN = { email: 'admin@novaguide.example', password: 'Implant#2026' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let token;

// ---------------------------------------------------------------------------------- operation lookup
const operations = [];
for (const [p, item] of Object.entries(doc.paths)) {
  for (const method of ['get', 'post', 'put', 'delete']) {
    if (!item[method]) continue;
    const names = [];
    const re = new RegExp(`^${p.replace(/\{([^}]+)\}/g, (_m, n) => (names.push(n), '([^/]+)'))}$`);
    operations.push({ path: p, method, op: item[method], re, names });
  }
}
operations.sort((a, b) => a.names.length - b.names.length);

function operationOf(transaction) {
  const method = transaction.request.method.toLowerCase();
  const pathname = new URL(transaction.request.uri, 'http://x').pathname.replace(/^\/api/, '');
  return operations.find((o) => o.method === method && o.re.test(pathname));
}

// ------------------------------------------------------------------ OpenAPI schema -> JSON Schema
function resolveRef(ref) {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce((node, key) => node[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
}

/**
 * A schema as JSON Schema, each schema of components/schemas it names kept once in `defs` and named by a local $ref,
 * so one that holds itself (a rich-text document's blocks hold blocks) ends where inlining it never would.
 */
function toJsonSchema(schema, defs) {
  if (schema === null || typeof schema !== 'object') return schema;
  if (Array.isArray(schema)) return schema.map((s) => toJsonSchema(s, defs));
  if (schema.$ref) {
    const named = /^#\/components\/schemas\/(.+)$/.exec(schema.$ref);
    if (!named) return toJsonSchema(resolveRef(schema.$ref), defs);
    if (!(named[1] in defs)) {
      defs[named[1]] = {};
      defs[named[1]] = toJsonSchema(resolveRef(schema.$ref), defs);
    }
    return { $ref: `#/definitions/${named[1]}` };
  }
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (['example', 'examples', 'readOnly', 'writeOnly', 'discriminator', 'xml', 'externalDocs', 'deprecated', 'nullable'].includes(key)) continue;
    if (key === 'format' && value === 'binary') continue;
    out[key] = ['properties'].includes(key) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJsonSchema(v, defs)])) : toJsonSchema(value, defs);
  }
  if (schema.nullable) return { anyOf: [out, { type: 'null' }] };
  return out;
}

function responseSchema(entry, status) {
  let response = entry.op.responses[String(status)];
  if (!response) return undefined;
  if (response.$ref) response = resolveRef(response.$ref);
  const media = response.content && response.content['application/json'];
  if (!media) return undefined;
  const definitions = {};
  // Under allOf: a $ref at the root would hide its sibling definitions.
  const body = toJsonSchema(media.schema, definitions);
  return { $schema: 'http://json-schema.org/draft-07/schema#', allOf: [body], definitions };
}

// ------------------------------------------------------------------------------------- helpers
/** A Test State call (`POST /test-state/reset`, ...): 204 or an error naming it. */
async function testState(method, pathname, json) {
  const headers = { 'Test-State-Key': TEST_STATE_KEY };
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${API}/test-state${pathname}`, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
  if (res.status !== 204) throw new Error(`${method} /test-state${pathname}: ${res.status} ${await res.text()}`);
}
const reset = () => testState('POST', '/reset');

function multipart(fields) {
  const boundary = `----dredd${Date.now().toString(16)}`;
  const parts = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value && value.bytes) {
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${value.type}\r\n\r\n`),
      );
      parts.push(value.bytes, Buffer.from('\r\n'));
    } else {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts).toString('utf8'), type: `multipart/form-data; boundary=${boundary}` };
}

function headerIn(headers, name) {
  const key = Object.keys(headers || {}).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : headers[key];
}

function setHeader(transaction, name, value) {
  for (const key of Object.keys(transaction.request.headers)) if (key.toLowerCase() === name.toLowerCase()) delete transaction.request.headers[key];
  transaction.request.headers[name] = value;
}

// ------------------------------------------------------------------------------------------ hooks
/** Signs in as the demo super admin: a token issued before a reset may no longer be valid there. */
async function signIn() {
  const res = await fetch(`${API}/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(SUPER_ADMIN) });
  return (await res.json()).data.token;
}

hooks.beforeEach(async (transaction, done) => {
  try {
    const entry = operationOf(transaction);
    if (!entry || !String(transaction.expected.statusCode).startsWith('2')) {
      // Error responses need states the examples cannot set up; the contract suite covers them.
      transaction.skip = true;
      return done();
    }
    if (CHAT_SKIPPED[entry.op.operationId]) {
      transaction.skip = true;
      return done();
    }
    await reset();
    token = await signIn();
    setHeader(transaction, 'Authorization', `Bearer ${token}`);
    const id = entry.op.operationId;
    const exampleBody = transaction.request.body ? JSON.parse(transaction.request.body || 'null') : undefined;
    if (id === 'refreshToken') {
      // The refresh token travels in the HttpOnly cookie a sign-in sets, not as a bearer token.
      const res = await fetch(`${API}/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(SUPER_ADMIN) });
      setHeader(transaction, 'Cookie', res.headers.get('set-cookie').split(';')[0]);
      delete transaction.request.headers.Authorization;
    }
    if (id === 'createHomepageSettings') await testState('DELETE', '/records/homepage-settings');
    if (id === 'createPrivacyPolicy') await testState('DELETE', '/records/privacy-policy');
    if (id === 'createTermsConditions') await testState('DELETE', '/records/terms-conditions');
    if (id === 'createServiceDetails') await testState('DELETE', `/service-details/${exampleBody.serviceId}`);
    if (entry.op.tags && entry.op.tags.includes('Test State')) {
      delete transaction.request.headers.Authorization;
      setHeader(transaction, 'Test-State-Key', TEST_STATE_KEY);
    }
    if (id === 'confirmNewsletterSubscription' || id === 'unsubscribeNewsletter' || id === 'getTestStateNewsletterTokens') {
      // A demo subscriber's link tokens: the one still waiting confirms, a confirmed one unsubscribes.
      const email = id === 'confirmNewsletterSubscription' ? 'lab@precisionsmiles-lab.example' : 'office@brightsmile-dental.example';
      const swap = (s, name, value) => s.replace(new RegExp(`${name}=[^&]*`), `${name}=${encodeURIComponent(value)}`);
      if (id === 'getTestStateNewsletterTokens') {
        transaction.request.uri = swap(transaction.request.uri, 'email', email);
        transaction.fullPath = swap(transaction.fullPath, 'email', email);
      } else {
        const res = await fetch(`${API}/test-state/newsletter-tokens?email=${encodeURIComponent(email)}`, { headers: { 'Test-State-Key': TEST_STATE_KEY } });
        const tokens = (await res.json()).data;
        const value = id === 'confirmNewsletterSubscription' ? tokens.confirm : tokens.unsubscribe;
        transaction.request.uri = swap(transaction.request.uri, 'token', value);
        transaction.fullPath = swap(transaction.fullPath, 'token', value);
      }
    }
    if (entry.op.tags && entry.op.tags.includes('Chat')) await chatSetUp(transaction, entry);
    const idempotencyKey = headerIn(transaction.request.headers, 'Idempotency-Key');
    if (idempotencyKey && headerIn(transaction.expected.headers, 'Idempotent-Replayed') !== undefined) {
      // Idempotent-Replayed comes only on a replay, and dredd expects every header the answer documents: the same
      // request goes once before, so dredd checks the replayed answer (the contract suites check the first one).
      const pathname = new URL(transaction.request.uri, 'http://x').pathname.replace(/^\/api/, '');
      await fetch(`${API}${pathname}`, {
        method: transaction.request.method,
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
        body: transaction.request.body,
      });
    }
    if (id === 'revertRelease') {
      // The demo release, published first.
      const pathname = new URL(transaction.request.uri, 'http://x').pathname.replace(/^\/api/, '').replace(/revert$/, 'publish');
      await fetch(`${API}${pathname}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    }
    if (id === 'sendBackRelease' || id === 'approveRelease') {
      // The demo release, submitted for review first; approved for a week ahead of now.
      const pathname = new URL(transaction.request.uri, 'http://x').pathname.replace(/^\/api/, '').replace(/(send-back|approve)$/, 'submit');
      await fetch(`${API}${pathname}`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: '{}' });
      if (id === 'approveRelease')
        transaction.request.body = JSON.stringify({ at: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(), comment: 'Good to go.' });
    }
    if (id === 'scheduleRelease' || id === 'unscheduleRelease') {
      // A week ahead of now, whatever the example's date; the demo release is scheduled first to be taken off.
      const at = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
      if (id === 'scheduleRelease') transaction.request.body = JSON.stringify({ at });
      else {
        const pathname = new URL(transaction.request.uri, 'http://x').pathname.replace(/^\/api/, '');
        await fetch(`${API}${pathname}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ at }),
        });
      }
    }
    if (id === 'downloadBookingCaseFile')
      await testState('PUT', `/bookings/${transaction.request.uri.split('/').pop()}/case-file`, {
        fileName: 'cbct-report.pdf',
        contentType: 'application/pdf',
        contentBase64: PDF.toString('base64'),
      });
    if (id === 'uploadLogo' || id === 'uploadServiceDetailImage' || id === 'uploadImage') {
      const { body, type } = multipart({ [id === 'uploadLogo' ? 'logo' : 'image']: { bytes: SVG, name: 'mark.svg', type: 'image/svg+xml' } });
      transaction.request.body = body;
      setHeader(transaction, 'Content-Type', type);
    }
    if (id === 'deleteFile') {
      // An image nothing uses yet.
      const { body, type } = multipart({ image: { bytes: SVG, name: 'spare.svg', type: 'image/svg+xml' } });
      const res = await fetch(`${API}/files/images`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': type }, body });
      const fileId = (await res.json()).data._id;
      transaction.request.uri = transaction.request.uri.replace(/[^/]+$/, fileId);
      transaction.fullPath = transaction.fullPath.replace(/[^/]+$/, fileId);
    }
    if (id === 'deleteServiceDetailImage') {
      const { body, type } = multipart({ image: { bytes: SVG, name: 'mark.svg', type: 'image/svg+xml' } });
      const res = await fetch(`${API}/service-details/upload-image`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': type },
        body,
      });
      const filename = (await res.json()).data.filename;
      transaction.request.uri = transaction.request.uri.replace(/[^/]+$/, filename);
      transaction.fullPath = transaction.fullPath.replace(/[^/]+$/, filename);
    }
    if (id === 'createCaseUpload') {
      // The first file of a booking: no token yet (the example token exists nowhere).
      for (const key of Object.keys(transaction.request.headers)) if (key.toLowerCase() === 'case-upload-token') delete transaction.request.headers[key];
    }
    if (['getCaseUpload', 'cancelCaseUpload', 'createCaseUploadDownloadLink', 'downloadCaseUpload'].includes(id)) {
      const upload = await startCaseUpload(id !== 'getCaseUpload' && id !== 'cancelCaseUpload');
      const swap = (s) => s.replace(/\/case-uploads\/[^/?]+/, `/case-uploads/${upload.id}`);
      transaction.request.uri = swap(transaction.request.uri);
      transaction.fullPath = swap(transaction.fullPath);
      setHeader(transaction, 'Case-Upload-Token', upload.token);
      if (id === 'downloadCaseUpload') {
        const res = await fetch(`${API}/case-uploads/${upload.id}/download-link`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
        const signature = new URL((await res.json()).data.url, 'http://x').searchParams.get('signature');
        const withSignature = (s) => s.replace(/signature=[^&]*/, `signature=${signature}`);
        transaction.request.uri = withSignature(transaction.request.uri);
        transaction.fullPath = withSignature(transaction.fullPath);
      }
    }
    if (id === 'createPersonExportLink' || id === 'exportPerson') {
      // A demo booking's address, so there is something to export (the example's address has nothing stored).
      const email = 'rachel.kim@brightsmile-dental.example';
      if (id === 'createPersonExportLink') transaction.request.body = JSON.stringify({ email });
      else {
        const res = await fetch(`${API}/privacy/person/export-link`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email }),
        });
        const signature = new URL((await res.json()).data.url, 'http://x').searchParams.get('signature');
        const withSignature = (s) => s.replace(/signature=[^&]*/, `signature=${encodeURIComponent(signature)}`);
        transaction.request.uri = withSignature(transaction.request.uri);
        transaction.fullPath = withSignature(transaction.fullPath);
      }
    }
  } catch (e) {
    transaction.fail = `setup failed: ${e}`;
  }
  done();
});

// -------------------------------------------------------------------------------------------- chat
/**
 * The chat calls dredd does not send, with why: it reads a whole answer before checking it, and a stream never ends
 * (the generic contract suite and the chat suite read the streams' replayed events and validate each against its
 * `x-itemSchema`).
 */
const CHAT_SKIPPED = {
  streamChatVisitorEvents: 'an event stream',
  streamChatEvents: 'an event stream',
};

/** The chat switched on (Features, "Enable Chat"), the settings sent back whole with the one switch changed. */
async function enableChat() {
  const auth = { Authorization: `Bearer ${token}` };
  const settings = (await (await fetch(`${API}/homepage/settings`, { headers: auth })).json()).data;
  const res = await fetch(`${API}/homepage/settings/${settings._id}`, {
    method: 'PUT',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...settings, features: { ...settings.features, enableChat: true } }),
  });
  if (res.status !== 200) throw new Error(`PUT /homepage/settings: ${res.status} ${await res.text()}`);
}

/**
 * A chat call's set-up: the chat on; a visitor's call carries the cookie of a conversation just started (the read
 * marks a planner's reply in it); the reopen takes the demo's closed conversation.
 */
async function chatSetUp(transaction, entry) {
  await enableChat();
  const id = entry.op.operationId;
  if (id === 'reopenChatConversation') {
    const swap = (s) => s.replace(/\/chat\/conversations\/[^/]+/, '/chat/conversations/665000000000000000000d13');
    transaction.request.uri = swap(transaction.request.uri);
    transaction.fullPath = swap(transaction.fullPath);
  }
  if (id === 'resumeChatConversation') {
    // The token of a demo conversation's "continue the conversation" link, as its email would carry it.
    const res = await fetch(`${API}/test-state/chat-resume-token/665000000000000000000d11`, { headers: { 'Test-State-Key': TEST_STATE_KEY } });
    transaction.request.body = JSON.stringify({ token: (await res.json()).data.token });
  }
  const visitor = (entry.op.security || []).some((s) => 'chatToken' in s);
  if (!visitor) return;
  delete transaction.request.headers.Authorization;
  const started = await fetch(`${API}/chat/visitor/conversation`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Dr. Lena Fischer', email: 'lena.fischer@alpine-dental.example', message: 'Is STL enough?', page: '/services' }),
  });
  const cookie = (started.headers.getSetCookie ? started.headers.getSetCookie() : [started.headers.get('set-cookie')]).find(
    (c) => c && c.startsWith('novaguide_chat='),
  );
  const conversation = (await started.json()).data;
  if (!cookie) throw new Error(`POST /chat/visitor/conversation set no cookie (${started.status})`);
  setHeader(transaction, 'Cookie', cookie.split(';')[0]);
  if (id === 'markChatReadByVisitor') {
    const res = await fetch(`${API}/chat/conversations/${conversation._id}/messages`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'Yes, STL is enough.' }),
    });
    transaction.request.body = JSON.stringify({ upTo: (await res.json()).data._id });
  }
}

/** A case file started with tus (a small PDF), and with `complete` sent whole: its id and token. */
async function startCaseUpload(complete) {
  const pdf = PDF;
  const res = await fetch(`${API}/case-uploads`, {
    method: 'POST',
    headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': String(pdf.length), 'Upload-Metadata': `filename ${Buffer.from('report.pdf').toString('base64')}` },
  });
  const upload = { id: res.headers.get('location').split('/').pop(), token: res.headers.get('case-upload-token') };
  if (complete) {
    await fetch(`${API}/case-uploads/${upload.id}`, {
      method: 'PATCH',
      headers: { 'Tus-Resumable': '1.0.0', 'Case-Upload-Token': upload.token, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body: pdf,
    });
  }
  return upload;
}

hooks.beforeEachValidation((transaction) => {
  const entry = operationOf(transaction);
  const headers = transaction.real.headers;
  for (const key of Object.keys(headers)) if (key.toLowerCase() === 'content-type') headers[key] = String(headers[key]).split(';')[0];
  const schema = entry && responseSchema(entry, transaction.real.statusCode);
  if (schema) {
    transaction.expected.bodySchema = schema;
    delete transaction.expected.body;
  } else {
    // Downloads and CSV: the status and content type are checked; the bytes are the server's.
    delete transaction.expected.body;
    delete transaction.expected.bodySchema;
  }
});
