// A public form under test on the Node mocks: the mock server's lifecycle around each test, the Idempotency-Key of
// every submission the form sends (in order), and the form rendered with a way to fill it in and press its button.
import type { ReactElement } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@shared/contract/idempotency';
import { AppProviders } from '@/app/app-providers';
import { setupStore } from '@/app/store';
import { resetDb } from '@mocks/db';
import { server } from '@mocks/node';
import { clearScenarios } from '@mocks/route';

/** Registers the hooks; `keys` holds the Idempotency-Key of each POST to `apiPath` (e.g. '/api/booking/create'). */
export function publicFormKit(apiPath: string) {
  const keys: (string | null)[] = [];
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    resetDb();
    clearScenarios();
    keys.length = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === apiPath) keys.push(request.headers.get(IDEMPOTENCY_HEADER));
    });
  });
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    server.events.removeAllListeners();
  });

  /** Renders the form; `fill` types each [label, value], `press` clicks the button named `button`. */
  function renderForm(form: ReactElement, fields: [RegExp | string, string][], button: string) {
    const user = userEvent.setup();
    render(<AppProviders store={setupStore()}>{form}</AppProviders>);
    return {
      user,
      fill: async () => {
        for (const [label, value] of fields) await user.type(screen.getByLabelText(label), value);
      },
      press: () => user.click(screen.getByRole('button', { name: button })),
    };
  }
  return { keys, renderForm };
}
