import { type FormEvent, useRef, useState } from 'react';

/** A field's rule: true when the value is fine, else the message to show under the field. */
export type FieldRule<Name extends string> = (value: string, values: Record<Name, string>) => true | string;

/**
 * The forms' one way to hold what is typed (decision 101): plain React state, a value and an error per field. A submit
 * checks every field, shows each message under its field and focuses the first wrong one; after a first submit a field
 * is checked again as it is typed in, so a message goes as soon as it is fixed. Nothing typed is ever cleared.
 */
export function useFields<Name extends string>(rules: Record<Name, FieldRule<Name>>) {
  const names = Object.keys(rules) as Name[];
  const [values, setValues] = useState(
    () => Object.fromEntries(names.map((name) => [name, ''])) as Record<Name, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const inputs = useRef<Partial<Record<Name, HTMLInputElement | null>>>({});

  const check = (all: Record<Name, string>) => {
    const found: Partial<Record<Name, string>> = {};
    for (const name of names) {
      const result = rules[name](all[name], all);
      if (result !== true) found[name] = result;
    }
    return found;
  };

  /** A message of the server's for one field (a lockout under the password); it goes when the field is typed in. */
  const setError = (name: Name, message: string) => setErrors((current) => ({ ...current, [name]: message }));

  /** The props of one input: its value, its message, and what keeps them in step. */
  const field = (name: Name) => ({
    name,
    value: values[name],
    error: errors[name],
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: { target: { value: string } }) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (isSubmitted) setErrors(check(next));
    },
  });

  /** The form's onSubmit: runs `send` with the values when every field passes its rule. */
  const handleSubmit = (send: (values: Record<Name, string>) => unknown) => (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    const found = check(values);
    setErrors(found);
    const first = names.find((name) => found[name] !== undefined);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    void send(values);
  };

  return { values, errors, field, setError, handleSubmit };
}
