// The plain reason an admin reads for a failed email, from the errors nodemailer gives (their shapes as it makes
// them: `code`, the socket's `originalCode`, the SMTP `responseCode`) or from a technical text stored before.
import { describe, expect, it } from 'vitest';
import { deliveryError, MAIL_NOT_CONFIGURED, mailFailureReason } from '@shared/contract/mail';

const error = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields);

describe('mailFailureReason', () => {
  it.each([
    [error('connect ECONNREFUSED 127.0.0.1:587', { code: 'ESOCKET', originalCode: 'ECONNREFUSED', command: 'CONN' }), 'The mail server refused the connection'],
    [error('Connection timeout', { code: 'ETIMEDOUT', command: 'CONN' }), 'The mail server did not answer in time'],
    [error('Greeting never received', { code: 'ETIMEDOUT', command: 'CONN' }), 'The mail server did not answer in time'],
    [error('getaddrinfo ENOTFOUND smtp.nowhere.example', { code: 'EDNS', originalCode: 'ENOTFOUND' }), "The mail server's address could not be found"],
    [
      error('Invalid login: 535 5.7.8 Authentication credentials invalid', { code: 'EAUTH', responseCode: 535 }),
      'The mail server did not accept the user name or password',
    ],
    [
      error('Message failed: 550 5.1.1 <x@y.example>: Recipient address rejected', { code: 'EMESSAGE', responseCode: 550 }),
      'The mail server rejected the email',
    ],
    [
      error("Can't send mail - all recipients were rejected: 553 5.7.1 Relaying denied", { code: 'EENVELOPE', responseCode: 553 }),
      'The mail server rejected the email',
    ],
    [error('Message failed: 451 Mailbox busy, try again later', { code: 'EMESSAGE', responseCode: 451 }), 'The mail server asked to try again later'],
    [
      error('self-signed certificate in certificate chain', { code: 'ESOCKET', originalCode: 'SELF_SIGNED_CERT_IN_CHAIN' }),
      'A secure connection to the mail server could not be made',
    ],
    [
      error('140F0000:error:0A00010B:SSL routines:ssl3_get_record:wrong version number', { code: 'ESOCKET', originalCode: 'ERR_SSL_WRONG_VERSION_NUMBER' }),
      'A secure connection to the mail server could not be made',
    ],
    [error('read ECONNRESET', { code: 'ESOCKET', originalCode: 'ECONNRESET' }), 'The connection to the mail server was cut'],
    [error('Connection closed unexpectedly', { code: 'EPROTOCOL' }), 'The connection to the mail server was cut'],
    [new Error('something nobody expected'), 'The email could not be sent'],
  ])('%s', (e, reason) => {
    expect(mailFailureReason(e)).toBe(reason);
  });

  it('finds the reason in a technical text alone (a row stored before reasons were kept), and keeps a plain one as it is', () => {
    expect(mailFailureReason('connect ECONNREFUSED 127.0.0.1:587')).toBe('The mail server refused the connection');
    expect(mailFailureReason('Invalid login: 535 Authentication failed')).toBe('The mail server did not accept the user name or password');
    expect(mailFailureReason('550 Mailbox unavailable')).toBe('The mail server rejected the email');
    expect(mailFailureReason('The mail server refused the connection')).toBe('The mail server refused the connection');
  });

  it('leaves a skipped email its reason: no mail server is configured', () => {
    expect(deliveryError('skipped', MAIL_NOT_CONFIGURED)).toBe(MAIL_NOT_CONFIGURED);
    expect(deliveryError('failed', 'Greeting never received')).toBe('The mail server did not answer in time');
    expect(deliveryError('sent', null)).toBeUndefined();
  });
});
