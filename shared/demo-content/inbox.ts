import type { components } from '@shared/contract/schema';
import { BOOKING_IDS, CONTACT_MESSAGE_IDS, NEWSLETTER_SUBSCRIBER_IDS } from './ids';

type S = components['schemas'];

/**
 * Booking requests from the home page form, one per status the inbox demos.
 * None has a case file yet, so `caseFile` is left out. `caseFile: null` would match the TS type, but the
 * contract puts `nullable: true` next to `allOf: [CaseFileInfo]` and ajv rejects null there.
 */
export const bookings: S['Booking'][] = [
  {
    _id: BOOKING_IDS[0],
    name: 'Dr. Rachel Kim',
    email: 'rachel.kim@brightsmile-dental.example',
    phone: '+1 (510) 555-0187',
    subject: 'Guide for two implants, lower left molars (36, 37)',
    message:
      'Healed extraction sites, about 9 mm of bone height above the canal on the CBCT. I will upload the DICOM files and an intraoral scan after booking. Surgery is planned for mid-December.',
    date: '2026-11-24',
    time: '10:30',
    status: 'pending',
    createdAt: '2026-11-10T18:42:00.000Z',
    updatedAt: '2026-11-10T18:42:00.000Z',
  },
  {
    _id: BOOKING_IDS[1],
    name: 'Dr. Tomasz Nowak',
    email: 't.nowak@oakridge-implants.example',
    phone: '+1 (650) 555-0119',
    subject: 'Full-arch upper plan with immediate provisional',
    message: 'Terminal upper dentition, patient wants fixed teeth the same day. Looking for a stackable guide set and a review session.',
    date: '2026-11-19',
    time: '14:00',
    status: 'confirmed',
    createdAt: '2026-11-06T09:15:00.000Z',
    updatedAt: '2026-11-07T11:02:00.000Z',
  },
  {
    _id: BOOKING_IDS[2],
    name: 'Dr. Lucia Ferreira',
    email: 'lucia@ferreira-perio.example',
    phone: '+1 (408) 555-0166',
    subject: 'Sinus lift planning, upper right (16)',
    date: '2026-10-28',
    time: '09:00',
    status: 'completed',
    createdAt: '2026-10-21T13:30:00.000Z',
    updatedAt: '2026-10-28T10:05:00.000Z',
  },
];

/** Messages from the Contact Us page. */
export const contactMessages: S['ContactMessage'][] = [
  {
    _id: CONTACT_MESSAGE_IDS[0],
    name: 'Jordan Ellis',
    email: 'jordan.ellis@northgate-dental.example',
    message:
      'Hello, we are a four-chair practice starting with guided surgery. Do you support our in-house resin printer, and can you send sample guide files before we sign up for the Pro plan?',
    isRead: false,
    createdAt: '2026-11-09T15:20:00.000Z',
  },
  {
    _id: CONTACT_MESSAGE_IDS[1],
    name: 'Dr. Aisha Rahman',
    email: 'a.rahman@lakeside-oralsurgery.example',
    message: "Thanks for the quick turnaround on last week's case. Could you add our new guided kit to the sleeve library before our next batch?",
    isRead: true,
    createdAt: '2026-11-03T08:47:00.000Z',
  },
];

/** Newsletter sign-ups from the footer form: two confirmed through their email's link, one still waiting. */
export const newsletterSubscribers: S['NewsletterSubscriber'][] = [
  {
    _id: NEWSLETTER_SUBSCRIBER_IDS[0],
    email: 'office@brightsmile-dental.example',
    status: 'confirmed',
    confirmedAt: '2026-10-18T12:24:00.000Z',
    createdAt: '2026-10-18T12:10:00.000Z',
  },
  {
    _id: NEWSLETTER_SUBSCRIBER_IDS[1],
    email: 'dr.chen@pacificperio.example',
    status: 'confirmed',
    confirmedAt: '2026-10-29T09:02:00.000Z',
    createdAt: '2026-10-29T07:55:00.000Z',
  },
  { _id: NEWSLETTER_SUBSCRIBER_IDS[2], email: 'lab@precisionsmiles-lab.example', status: 'pending', createdAt: '2026-11-08T19:31:00.000Z' },
];
