import { CHAT_CONVERSATION_IDS, EDITOR_ADMIN_ID, SUPER_ADMIN_ID } from './ids';

/** A message of a demo conversation: a visitor's, or an admin's reply (`adminId`). */
export interface DemoChatMessage {
  _id: string;
  author: 'visitor' | 'team';
  adminId?: string;
  text: string;
  createdAt: string;
}

/** A demo conversation as both stores hold it; its events (ids from 1, in message order) are derived from it. */
export interface DemoChatConversation {
  _id: string;
  visitorName: string;
  visitorEmail: string;
  page: string;
  timeZone?: string;
  status: 'open' | 'closed';
  blocked: boolean;
  assignedTo?: string;
  createdAt: string;
  closedAt?: string;
  /** The last visitor message an admin has read. */
  teamReadUpTo?: string;
  /** The last reply the visitor has seen. */
  visitorReadUpTo?: string;
  messages: DemoChatMessage[];
}

/**
 * Three conversations: one waiting for an answer (two unread messages), one answered and seen, one closed.
 * Message ids are 665000000000000000000dXY: X the conversation (2, 3, 4), Y the message.
 */
export const chatConversations: DemoChatConversation[] = [
  {
    _id: CHAT_CONVERSATION_IDS.blxQuestion,
    visitorName: 'Dr. Lena Fischer',
    visitorEmail: 'lena.fischer@alpine-dental.example',
    page: '/services',
    timeZone: 'Europe/Berlin',
    status: 'open',
    blocked: false,
    createdAt: '2026-11-28T09:58:00.000Z',
    messages: [
      {
        _id: '665000000000000000000d21',
        author: 'visitor',
        text: 'Hello! Do you plan for Straumann BLX implants? I have a lower molar case with 8 mm of bone height.',
        createdAt: '2026-11-28T09:58:00.000Z',
      },
      {
        _id: '665000000000000000000d22',
        author: 'visitor',
        text: 'I can send the CBCT today if that helps: https://novaguide.example/how-it-works describes the files, right?',
        createdAt: '2026-11-28T09:59:30.000Z',
      },
    ],
  },
  {
    _id: CHAT_CONVERSATION_IDS.stlOnly,
    visitorName: 'Dr. Marco Bianchi',
    visitorEmail: 'm.bianchi@lagoon-implants.example',
    page: '/pricing',
    timeZone: 'Europe/Rome',
    status: 'open',
    blocked: false,
    assignedTo: EDITOR_ADMIN_ID,
    createdAt: '2026-11-27T15:10:00.000Z',
    teamReadUpTo: '665000000000000000000d31',
    visitorReadUpTo: '665000000000000000000d32',
    messages: [
      {
        _id: '665000000000000000000d31',
        author: 'visitor',
        text: 'Can I send the intraoral scan as STL only, or do you need PLY with colour?',
        createdAt: '2026-11-27T15:10:00.000Z',
      },
      {
        _id: '665000000000000000000d32',
        author: 'team',
        adminId: EDITOR_ADMIN_ID,
        text: 'STL is enough for the guide. Please send the CBCT as DICOM alongside it, and tell us the implant system.',
        createdAt: '2026-11-27T15:13:00.000Z',
      },
      {
        _id: '665000000000000000000d33',
        author: 'visitor',
        text: 'Perfect, thank you. Nobel Biocare N1, two implants.',
        createdAt: '2026-11-27T15:15:00.000Z',
      },
    ],
  },
  {
    _id: CHAT_CONVERSATION_IDS.sleeveClosed,
    visitorName: 'Dr. Aisha Rahman',
    visitorEmail: 'aisha.rahman@harbourview-dental.example',
    page: '/blog',
    timeZone: 'Asia/Dubai',
    status: 'closed',
    blocked: false,
    assignedTo: SUPER_ADMIN_ID,
    createdAt: '2026-11-20T07:30:00.000Z',
    closedAt: '2026-11-20T08:05:00.000Z',
    teamReadUpTo: '665000000000000000000d41',
    visitorReadUpTo: '665000000000000000000d42',
    messages: [
      {
        _id: '665000000000000000000d41',
        author: 'visitor',
        text: 'Which sleeve tolerance do your guides use for a 2.2 mm pilot drill?',
        createdAt: '2026-11-20T07:30:00.000Z',
      },
      {
        _id: '665000000000000000000d42',
        author: 'team',
        adminId: SUPER_ADMIN_ID,
        text: 'We design for 0.05 to 0.1 mm clearance over the drill key, depending on the kit. Our article on sleeve tolerance has the table.',
        createdAt: '2026-11-20T07:41:00.000Z',
      },
    ],
  },
];

/**
 * When the other side read a demo message: the time of the message its read marker names, when that marker covers it
 * (a visitor's message by the team's marker, a reply by the visitor's); undefined when unread.
 */
export function demoSeenAt(c: DemoChatConversation, index: number): string | undefined {
  const marker = c.messages[index]!.author === 'visitor' ? c.teamReadUpTo : c.visitorReadUpTo;
  const markerIndex = marker ? c.messages.findIndex((m) => m._id === marker) : -1;
  return markerIndex >= index ? c.messages[markerIndex]!.createdAt : undefined;
}

/** One of the demo's stored events, in stream-id order (the first is id 1). */
export type DemoChatEvent =
  | { event: 'message'; conversation: DemoChatConversation; message: DemoChatMessage; index: number }
  | { event: 'closed'; conversation: DemoChatConversation; at: string };

/**
 * The demo's stored events, which the database seed and the mocks both give ids from 1 in this order: one `message`
 * per message, by time across every conversation (ties by id), then each closed conversation's `closed`.
 */
export function demoChatEvents(conversations: readonly DemoChatConversation[]): DemoChatEvent[] {
  const messages = conversations
    .flatMap((conversation) => conversation.messages.map((message, index) => ({ event: 'message' as const, conversation, message, index })))
    .sort((a, b) => a.message.createdAt.localeCompare(b.message.createdAt) || a.message._id.localeCompare(b.message._id));
  const closed = conversations
    .filter((c) => c.status === 'closed')
    .map((conversation) => ({ event: 'closed' as const, conversation, at: conversation.closedAt ?? conversation.createdAt }));
  return [...messages, ...closed];
}
