/** A simple address check shared by the login, contact and newsletter forms. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
