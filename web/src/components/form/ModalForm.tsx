import type { FormEvent, ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

export interface ModalFormProps {
  /** The title's id: the form, and the Modal around it, are labelled by it. */
  titleId: string;
  title: ReactNode;
  /** A Bootstrap icon before the title, e.g. 'bi-tags'. */
  icon?: string;
  /** The header's close button's accessible name (react-bootstrap's "Close" without it). */
  closeLabel?: string;
  /** 'danger' for a form that takes something away: the icon and the save button say so. */
  variant?: 'primary' | 'danger';
  className?: string;
  /** The browser's own checks stay off unless asked for: the schema's messages speak instead. */
  browserValidation?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  cancelLabel: ReactNode;
  onCancel: () => void;
  submitLabel: ReactNode;
  /** The save runs: the save button is disabled, busy and shows a spinner. */
  pending: boolean;
  /** The save button is disabled for another reason (nothing to save yet). */
  submitDisabled?: boolean;
  /** Actions between Cancel and the save button (e.g. a preview). */
  extraActions?: ReactNode;
  /** Actions at the footer's start, away from Cancel and save (e.g. Delete). */
  footerStart?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/**
 * The inside of a form dialog: its titled header with a close button, the fields, and a
 * footer with Cancel and the save button. Goes inside a react-bootstrap Modal labelled by
 * `titleId`.
 */
export function ModalForm({
  titleId,
  title,
  icon,
  closeLabel,
  variant = 'primary',
  className,
  browserValidation = false,
  onSubmit,
  cancelLabel,
  onCancel,
  submitLabel,
  pending,
  submitDisabled = false,
  extraActions,
  footerStart,
  children,
}: ModalFormProps) {
  const actions = (
    <>
      <Button variant="outline-secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      {extraActions}
      <Button
        type="submit"
        variant={variant}
        disabled={pending || submitDisabled}
        aria-busy={pending}
      >
        {pending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        {submitLabel}
      </Button>
    </>
  );
  return (
    <Form
      noValidate={!browserValidation}
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={titleId}
      className={className}
    >
      <Modal.Header closeButton closeLabel={closeLabel}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {icon && <i className={`bi ${icon} me-2 text-${variant}`} aria-hidden="true" />}
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      {footerStart ? (
        <Modal.Footer className="justify-content-between">
          {footerStart}
          <div className="d-flex gap-2">{actions}</div>
        </Modal.Footer>
      ) : (
        <Modal.Footer>{actions}</Modal.Footer>
      )}
    </Form>
  );
}
