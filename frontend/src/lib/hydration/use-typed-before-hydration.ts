import { useEffect, useEffectEvent, type RefObject } from 'react';

export interface TypedValues {
  /** Text typed into named fields, by name. */
  values: Record<string, string>;
  /** Files picked in named file inputs, by name. */
  files: Record<string, File>;
}

/** The typed values whose names are fields of `form` (its empty state), for a form's own state. */
export function typedFieldsOf<T extends object>(values: Record<string, string>, form: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => name in form)) as Partial<T>;
}

/**
 * What a visitor typed into the server's HTML of a form before its code arrived, handed to `adopt` once, when
 * the form comes alive: React takes the fields over with its own (empty) state, and this keeps the visitor's
 * words. A form rendered in the browser starts empty, so there it finds nothing.
 */
export function useTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, adopt: (typed: TypedValues) => void) {
  const onAlive = useEffectEvent(adopt);
  useEffect(() => {
    const typed: TypedValues = { values: {}, files: {} };
    for (const field of Array.from(form.current?.elements ?? [])) {
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || !field.name) continue;
      if (field instanceof HTMLInputElement && field.type === 'file') {
        if (field.files?.[0]) typed.files[field.name] = field.files[0];
      } else if (field.value) typed.values[field.name] = field.value;
    }
    if (Object.keys(typed.values).length || Object.keys(typed.files).length) onAlive(typed);
  }, [form]);
}
