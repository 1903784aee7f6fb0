import type { ComponentProps } from 'react';
import Form from 'react-bootstrap/Form';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

export interface TextFieldProps extends Omit<ComponentProps<typeof Form.Control>, 'name'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: string;
}

/** A labelled input wired to react-hook-form; shows its error (client or server) below it. */
export function TextField({ label, registration, error, hint, id, ...input }: TextFieldProps) {
  const controlId = id ?? `field-${registration.name}`;
  return (
    <Form.Group className="mb-3" controlId={controlId}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...input}
        {...registration}
        isInvalid={!!error}
        aria-describedby={hint ? `${controlId}-hint` : undefined}
      />
      {hint && !error && (
        <Form.Text id={`${controlId}-hint`} muted>
          {hint}
        </Form.Text>
      )}
      <Form.Control.Feedback type="invalid">{error?.message}</Form.Control.Feedback>
    </Form.Group>
  );
}
