import { Form } from 'react-bootstrap';
import { FieldError, invalidProps } from '@/components/ui/field-error';
import { linkTarget } from '@/lib/navigation/link-target';
import { LIMITS } from './header-draft';

interface LinkFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Whether the value is an accepted link; only then does the hint say where it leads. */
  valid: boolean;
  error?: string;
  placeholder?: string;
  /** Navigation links: paths such as /services stand for a home page section, as the public header treats them. */
  mapNavPaths?: boolean;
}

/** What the public header does with a link (the same rule it follows). */
function describe(href: string, mapNavPaths: boolean): string {
  const target = linkTarget(href, { mapNavPaths });
  if (target.kind === 'section') return `Scrolls to the home page section #${target.id}.`;
  if (target.kind === 'external') return 'Opens another website.';
  return `Opens the page ${target.to}.`;
}

/** A link field with its validation message, and a hint saying where a valid link leads. */
export function LinkField({ id, label, value, onChange, valid, error, placeholder, mapNavPaths = false }: LinkFieldProps) {
  const hint = valid && !error ? describe(value.trim(), mapNavPaths) : undefined;
  return (
    <Form.Group className="mb-2" controlId={id}>
      <Form.Label>
        {label}
        <span aria-hidden="true"> *</span>
      </Form.Label>
      <Form.Control
        value={value}
        maxLength={LIMITS.href}
        required
        aria-required
        placeholder={placeholder}
        {...invalidProps(error, `${id}-error`, hint && `${id}-hint`)}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldError id={`${id}-error`} error={error} />
      {hint && (
        <Form.Text id={`${id}-hint`} className="d-block">
          {hint}
        </Form.Text>
      )}
    </Form.Group>
  );
}
