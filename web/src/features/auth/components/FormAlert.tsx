import Alert from 'react-bootstrap/Alert';

/** The message above a form when a request failed for a reason no field explains. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="danger" className="py-2" role="alert">
      <i className="bi bi-exclamation-circle me-2" aria-hidden="true" />
      {message}
    </Alert>
  );
}
