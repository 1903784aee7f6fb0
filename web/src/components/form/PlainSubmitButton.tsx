import type { ReactNode } from 'react';

/** SubmitButton's markup without react-bootstrap (see PlainTextField): the same look. */
export function PlainSubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="w-100 btn btn-primary" disabled={busy} aria-busy={busy}>
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {children}
    </button>
  );
}
