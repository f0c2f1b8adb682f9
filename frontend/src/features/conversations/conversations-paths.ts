/** Where the Conversations screen is; a conversation's own address is this and its id. */
export const CONVERSATIONS_PATH = '/admin/conversations';
