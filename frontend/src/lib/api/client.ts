// The one API client: openapi-fetch typed from openapi.yaml. Auth header, error shaping and the 401 rule
// live here in middleware, never at call sites. The release header (release-header.ts) is one more middleware, added
// by the admin area while it works in a release.
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '@shared/contract/schema';
import { clearSession, lastClearedAt, readToken } from './session-memory';

export const AUTH_CLEAR_COOLDOWN_MS = 30_000;

/** Any non-success answer: the server's message, or 'HTTP error! status: {code}'. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get fieldErrors(): { field: string; message: string }[] {
    const errors = (this.body as { errors?: unknown })?.errors;
    return Array.isArray(errors) ? (errors as { field: string; message: string }[]) : [];
  }
}

export interface ClientOptions {
  baseUrl?: string;
  /** Where the browser is; the 401 rule depends on it. */
  location?: () => { pathname: string };
  /** Leaves for the login page after the 401 rule cleared the session. */
  redirectToLogin?: () => void;
  now?: () => number;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createApiClient(opts: ClientOptions = {}) {
  const location = opts.location ?? (() => (typeof window === 'undefined' ? { pathname: '/' } : window.location));
  const redirectToLogin = opts.redirectToLogin ?? (() => window.location.assign('/login'));
  const now = opts.now ?? Date.now;
  const baseUrl = opts.baseUrl ?? (typeof window === 'undefined' ? 'http://localhost/api' : `${window.location.origin}/api`);

  // Read globalThis.fetch at call time so MSW (started later in tests) intercepts it.
  const client = createClient<paths>({ baseUrl, fetch: (request) => globalThis.fetch(request) });

  const auth: Middleware = {
    onRequest({ request }) {
      const token = readToken();
      if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };

  const errors: Middleware = {
    async onResponse({ request, response }) {
      if (response.ok) return response;
      const body = await readBody(response);
      if (response.status === 401) applyUnauthorizedRule(request);
      const server = body as { error?: unknown; message?: unknown } | undefined;
      const message =
        (typeof server?.error === 'string' && server.error) ||
        (typeof server?.message === 'string' && server.message) ||
        `HTTP error! status: ${response.status}`;
      throw new ApiError(message, response.status, body);
    },
  };

  /**
   * docs/product/messages.md: on a 401 with a stored token (except for /admin/me), when more than 30 s passed since the
   * last clear and the page is not under /admin, clear the session and go to /login unless already there.
   */
  function applyUnauthorizedRule(request: Request) {
    if (!readToken()) return;
    if (new URL(request.url).pathname.endsWith('/admin/me')) return;
    if (now() - lastClearedAt() <= AUTH_CLEAR_COOLDOWN_MS) return;
    const { pathname } = location();
    if (pathname === '/admin' || pathname.startsWith('/admin/')) return;
    clearSession(now());
    if (pathname !== '/login') redirectToLogin();
  }

  client.use(auth, errors);
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * For calls that must go without a token (the booking case-file upload, ADR 0019): runs after the auth
 * middleware and removes the header it may have added from a stored admin session.
 */
export const withoutToken: Middleware = {
  onRequest({ request }) {
    request.headers.delete('Authorization');
    return request;
  },
};

/** Builds a multipart body for the upload calls (logo-upload, upload-image). */
export function toFormData(fields: Record<string, string | Blob | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  return form;
}

export const apiClient = createApiClient();
