import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { ModalForm } from '../../../../components/form/ModalForm';

export interface CancelRedemptionModalProps {
  /** How many redemptions are being cancelled; 0 hides the dialog. */
  count: number;
  /** The one being cancelled, for the message ("Ana's Smart watch"). */
  subject?: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onHide: () => void;
}

/** Asks before cancelling (the points and the unit go back) and takes an optional reason. */
export function CancelRedemptionModal(props: CancelRedemptionModalProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <Modal
      show={props.count > 0}
      onHide={props.onHide}
      onExited={() => setReason('')}
      centered
      aria-labelledby="cancel-redemption-title"
    >
      <ModalForm
        titleId="cancel-redemption-title"
        title={t('redemptions.cancel.title', { count: props.count })}
        icon="bi-x-octagon"
        variant="danger"
        browserValidation
        onSubmit={(event) => {
          event.preventDefault();
          props.onConfirm(reason.trim());
        }}
        cancelLabel={t('redemptions.cancel.keep')}
        onCancel={props.onHide}
        submitLabel={t('redemptions.cancel.confirm', { count: props.count })}
        pending={props.busy}
      >
        <p>
          {props.subject
            ? t('redemptions.cancel.messageOne', { subject: props.subject })
            : t('redemptions.cancel.messageMany', { count: props.count })}
        </p>
        <Form.Group controlId="cancel-reason">
          <Form.Label>{t('redemptions.cancel.reason')}</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Form.Text muted>{t('redemptions.cancel.reasonHint')}</Form.Text>
        </Form.Group>
      </ModalForm>
    </Modal>
  );
}
