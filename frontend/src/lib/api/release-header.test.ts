// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RELEASE_HEADER, takesRelease } from '@shared/contract/releases';
import { contract } from '@mocks/contract';
import { createApiClient } from './client';
import { releaseHeader, takesReleaseHeader } from './release-header';

describe('the calls that take the release header', () => {
  it('are the ones openapi.yaml declares it on', () => {
    const differ = contract.operations.filter((op) => takesReleaseHeader(op.path) !== takesRelease(op)).map((op) => op.operationId);
    expect(differ).toEqual([]);
    expect(contract.operations.filter((op) => takesReleaseHeader(op.path)).length).toBeGreaterThan(80);
  });
});

describe('the release header middleware', () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  const seen: Record<string, string | null> = {};
  const answer = (name: string, status = 200) => {
    return ({ request }: { request: Request }) => {
      seen[name] = request.headers.get(RELEASE_HEADER);
      return HttpResponse.json(status === 200 ? { success: true, data: {} } : { success: false, message: 'No' }, { status });
    };
  };

  it('names the release on content calls only, and reports each content write that went through', async () => {
    const client = createApiClient({ baseUrl: 'http://localhost/api' });
    const onDraft = vi.fn();
    const middleware = releaseHeader('release-1', onDraft);
    client.use(middleware);
    server.use(
      http.get('*/api/hero/list', answer('list')),
      http.put('*/api/hero/update/:id', answer('update')),
      http.post('*/api/service-details/upload-image', answer('upload')),
      http.get('*/api/admin/me', answer('me')),
      http.delete('*/api/hero/delete/:id', answer('refused', 409)),
    );
    await client.GET('/hero/list');
    await client.PUT('/hero/update/{id}', { params: { path: { id: 'h1' } }, body: {} as never });
    await client.POST('/service-details/upload-image', { body: {} as never });
    await client.GET('/admin/me');
    await expect(client.DELETE('/hero/delete/{id}', { params: { path: { id: 'h1' } } })).rejects.toMatchObject({ status: 409 });
    expect(seen).toEqual({ list: 'release-1', update: 'release-1', upload: null, me: null, refused: 'release-1' });
    expect(onDraft).toHaveBeenCalledTimes(1);

    client.eject(middleware);
    await client.GET('/hero/list');
    expect(seen.list).toBeNull();
  });
});
