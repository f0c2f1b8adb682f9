// The login form's client-side rules and messages (docs/product/validation.md); the server applies the same password
// rules to new accounts (ADR 0016).
import { EMAIL_PATTERN } from '@/lib/validation/email';

/** A symbol is any printable ASCII character that is not a letter, digit or space. */
export const SYMBOL_PATTERN = /[!-/:-@[-`{-~]/;

export function passwordProblem(password: string): string | null {
  if (password.length < 8) return 'Password must be at least 8 characters long';
  if (!/[A-Z]/.test(password)) return 'Password must contain at least 1 capital letter';
  if (!/[0-9]/.test(password)) return 'Password must contain at least 1 number';
  if (!SYMBOL_PATTERN.test(password)) return 'Password must contain at least 1 symbol';
  return null;
}

export function validateLogin(email: string, password: string): { email?: string; password?: string } {
  const errors: { email?: string; password?: string } = {};
  if (!email.trim()) errors.email = 'Email is required';
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = 'Please enter a valid email address';
  const problem = passwordProblem(password);
  if (problem) errors.password = problem;
  return errors;
}
