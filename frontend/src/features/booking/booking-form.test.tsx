// @vitest-environment happy-dom
// The booking form's Idempotency-Key: one per submission, the same when the visitor retries it after a failure
// (so a booking the server stored before its answer was lost is not stored twice), a new one after a success.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { clearScenarios, setScenario } from '@mocks/route';
import { publicFormKit } from '@/test/public-form-kit';
import { BOOKING_MESSAGES } from './booking-rules';
import { BookingForm } from './booking-form';
import { BOOKING_VISITOR } from './booking-test-visitor';

const visitor = BOOKING_VISITOR;

const { keys, renderForm: renderKit } = publicFormKit('/api/booking/create');
const renderForm = () => {
  const { user, fill, press } = renderKit(<BookingForm />, visitor, 'Submit Booking');
  return { user, fill, submit: press };
};

describe('the booking form and its Idempotency-Key', () => {
  it('retries a failed submission with the same key, and starts a new key after a success', async () => {
    const { fill, submit } = renderForm();
    const before = db.bookings.length;
    await fill();
    setScenario('booking', { kind: 'error', status: 503 });
    await submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Service temporarily unavailable');
    clearScenarios();
    await submit();
    expect((await screen.findByRole('status')).textContent).toContain(BOOKING_MESSAGES.success);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\x21-\x7e]{1,255}$/);
    expect(keys[1]).toBe(keys[0]);

    // The same details again, after the success, are a new booking with a new key.
    await fill();
    await submit();
    await screen.findByRole('status');
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
    expect(db.bookings).toHaveLength(before + 2);
  });

  it('books once when the first answer was lost: the retry gets the stored booking', async () => {
    // The first request reaches the mocks, which store the booking; the visitor's browser never gets the answer.
    server.use(
      http.post(
        '*/api/booking/create',
        async ({ request }) => {
          await fetch(request.url, { method: 'POST', headers: request.headers, body: await request.text() });
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const { fill, submit } = renderForm();
    const before = db.bookings.length;
    await fill();
    await submit();
    expect((await screen.findByRole('alert')).textContent).toContain(BOOKING_MESSAGES.network);
    expect(db.bookings).toHaveLength(before + 1);
    await submit();
    expect((await screen.findByRole('status')).textContent).toContain(BOOKING_MESSAGES.success);
    expect(db.bookings).toHaveLength(before + 1);
    expect(new Set(keys).size).toBe(1);
  });

  it('sends a new key when the visitor changes the details before trying again', async () => {
    const { user, fill, submit } = renderForm();
    await fill();
    setScenario('booking', { kind: 'error', status: 503 });
    await submit();
    await screen.findByRole('alert');
    clearScenarios();
    await user.type(screen.getByLabelText(/^Subject/), ' and 22');
    await submit();
    await screen.findByRole('status');
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
