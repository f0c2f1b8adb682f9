// @vitest-environment happy-dom
// The contact form's Idempotency-Key: one per message, the same when the visitor retries it after a failure (so a
// message the server stored before its answer was lost is not stored twice), a new one after a success.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { clearScenarios, setScenario } from '@mocks/route';
import { publicFormKit } from '@/test/public-form-kit';
import { CONTACT_MESSAGES } from './contact-rules';
import { ContactForm } from './contact-form';

const visitor: [string, string][] = [
  ['Name', 'Dr. Amal Haddad'],
  ['Email', 'amal.haddad@cedar-dental.example'],
  ['Message', 'Do you plan zygomatic cases as well?'],
];

const { keys, renderForm: renderKit } = publicFormKit('/api/contact/messages');
const renderForm = () => {
  const { user, fill, press } = renderKit(<ContactForm />, visitor, 'Send Message');
  return { user, fill, send: press };
};

describe('the contact form and its Idempotency-Key', () => {
  it('retries a failed message with the same key, and starts a new key after a success', async () => {
    const { fill, send } = renderForm();
    const before = db.contactMessages.length;
    await fill();
    setScenario('contact', { kind: 'error', status: 503 });
    await send();
    expect((await screen.findByRole('alert')).textContent).toContain(CONTACT_MESSAGES.failure);
    clearScenarios();
    await send();
    expect((await screen.findByRole('status')).textContent).toContain(CONTACT_MESSAGES.success);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\x21-\x7e]{1,255}$/);
    expect(keys[1]).toBe(keys[0]);

    // The same words again, after the success, are a new message with a new key.
    await fill();
    await send();
    await screen.findByRole('status');
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
    expect(db.contactMessages).toHaveLength(before + 2);
  });

  it('stores the message once when the first answer was lost', async () => {
    // The first request reaches the mocks, which store the message; the visitor's browser never gets the answer.
    server.use(
      http.post(
        '*/api/contact/messages',
        async ({ request }) => {
          await fetch(request.url, { method: 'POST', headers: request.headers, body: await request.text() });
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const { fill, send } = renderForm();
    const before = db.contactMessages.length;
    await fill();
    await send();
    await screen.findByRole('alert');
    expect(db.contactMessages).toHaveLength(before + 1);
    await send();
    expect((await screen.findByRole('status')).textContent).toContain(CONTACT_MESSAGES.success);
    expect(db.contactMessages).toHaveLength(before + 1);
    expect(new Set(keys).size).toBe(1);
  });

  it('sends a new key when the visitor changes the message before trying again', async () => {
    const { user, fill, send } = renderForm();
    await fill();
    setScenario('contact', { kind: 'error', status: 503 });
    await send();
    await screen.findByRole('alert');
    clearScenarios();
    await user.type(screen.getByLabelText('Message'), ' And sinus lifts?');
    await send();
    await screen.findByRole('status');
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
