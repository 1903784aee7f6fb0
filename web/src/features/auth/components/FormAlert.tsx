export interface FormAlertProps {
  message: string | null;
  /** danger (default) for failures; warning for a state the person has to wait out. */
  variant?: 'danger' | 'warning';
  /** Bootstrap icon name; default: an exclamation mark. */
  icon?: string;
}

/**
 * The message above a form when a request failed for a reason no field explains. Bootstrap's
 * alert markup without react-bootstrap: the sign-in page shows it before that library loads.
 */
export function FormAlert({
  message,
  variant = 'danger',
  icon = 'exclamation-circle',
}: FormAlertProps) {
  if (!message) return null;
  return (
    <div className={`alert alert-${variant} py-2 d-flex align-items-start`} role="alert">
      <i className={`bi bi-${icon} me-2`} aria-hidden="true" />
      <span>{message}</span>
    </div>
  );
}
