import Alert from 'react-bootstrap/Alert';

/**
 * Above a form: why a save failed (the server's general message; field messages go beside
 * their fields). Nothing while there is no message.
 */
export function FormErrorAlert({
  title,
  message,
  testId,
}: {
  title: string;
  message: string | null;
  testId?: string;
}) {
  if (!message) return null;
  return (
    <Alert variant="danger" className="d-flex gap-2" role="alert" data-testid={testId}>
      <i className="bi bi-exclamation-octagon-fill" aria-hidden="true" />
      <div>
        <div className="fw-semibold">{title}</div>
        <div className="small">{message}</div>
      </div>
    </Alert>
  );
}
