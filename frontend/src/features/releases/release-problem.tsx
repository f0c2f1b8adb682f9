import { Alert } from 'react-bootstrap';
import { serverMessageOr, type ApiErrorShape } from '@/app/api';
import { fieldInWords } from './releases-rules';

/** A refused or failed call: the server's message and the fields it names (a conflict's, one per field). */
export interface ReleaseProblem {
  message: string;
  errors: { field: string; message: string }[];
  /** A new id shows a repeated refusal as a new message. */
  id: number;
}

export function problemOf(error: unknown, fallback: string): ReleaseProblem {
  return { message: serverMessageOr(error, fallback), errors: (error as Partial<ApiErrorShape> | undefined)?.errors ?? [], id: Date.now() };
}

/** The refusal as an alert, announced at once: its message, then each field it names and why. */
export function ReleaseProblemAlert({ problem, onClose }: { problem: ReleaseProblem | null; onClose: () => void }) {
  if (!problem) return null;
  return (
    <Alert key={problem.id} variant="danger" role="alert" dismissible closeLabel="Dismiss message" onClose={onClose} transition={false}>
      <p className="mb-0">{problem.message}</p>
      {problem.errors.length > 0 && (
        <ul className="mb-0 mt-2 ps-3" aria-label="What the server refused">
          {problem.errors.map((e) => (
            <li key={`${e.field} ${e.message}`} className="text-break">
              <span className="fw-semibold">{fieldInWords(e.field)}</span>: {e.message}
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

/** What the refusal says of one field, if it names it. */
export const fieldError = (problem: ReleaseProblem | null, field: string) => problem?.errors.find((e) => e.field === field)?.message;
