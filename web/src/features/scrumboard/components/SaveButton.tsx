import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

/** A dialog's main button: disabled with a spinner while its request runs. */
export function SaveButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="primary" disabled={busy} aria-busy={busy}>
      {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
      {children}
    </Button>
  );
}
