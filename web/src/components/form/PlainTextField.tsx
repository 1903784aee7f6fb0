import type { InputHTMLAttributes } from 'react';

export interface PlainTextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  /** The field's message; the input is marked invalid while there is one. */
  error?: string;
}

/**
 * TextField's markup (Bootstrap's form group, label, control and feedback) without
 * react-bootstrap or react-hook-form: for the sign-in page, the first screen of every
 * visitor, which must not wait for those libraries before a person can type.
 */
export function PlainTextField({
  name,
  label,
  error,
  id,
  className,
  ...input
}: PlainTextFieldProps) {
  const controlId = id ?? `field-${name}`;
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={controlId}>
        {label}
      </label>
      <input
        {...input}
        name={name}
        id={controlId}
        className={['form-control', error ? 'is-invalid' : null, className]
          .filter(Boolean)
          .join(' ')}
      />
      <div className="invalid-feedback">{error}</div>
    </div>
  );
}
