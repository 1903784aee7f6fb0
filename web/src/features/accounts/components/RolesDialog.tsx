import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { effectiveRoles, ROLES, type Role } from '../../../lib/access';
import { ModalForm } from '../../../components/form/ModalForm';
import type { StaffAccount } from '../api/accounts';
import { displayName } from './AccountIdentity';

export type RolesDialogMode = 'approve' | 'roles';

export interface RolesDialogProps {
  /** The account whose roles are chosen; null hides the dialog. */
  account: StaffAccount | null;
  mode: RolesDialogMode;
  onHide: () => void;
  /** Saves the roles; a rejection keeps the dialog open with the error's message. */
  onSubmit: (roles: Role[]) => Promise<unknown>;
}

/**
 * Choose an account's roles, to approve a sign-up or to change them: at least one;
 * Administrator includes the other two, which then show as chosen and locked.
 */
export function RolesDialog({ account, mode, onHide, onSubmit }: RolesDialogProps) {
  return (
    <Modal show={account !== null} onHide={onHide} centered aria-labelledby="roles-dialog-title">
      {account && (
        <RolesForm
          key={account.id}
          account={account}
          mode={mode}
          onHide={onHide}
          onSubmit={onSubmit}
        />
      )}
    </Modal>
  );
}

function RolesForm({
  account,
  mode,
  onHide,
  onSubmit,
}: Omit<RolesDialogProps, 'account'> & { account: StaffAccount }) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      z
        // A locked (disabled) box reads as undefined: Administrator includes it anyway.
        .object({
          admin: z.boolean(),
          recruiter: z.boolean().optional(),
          rewards: z.boolean().optional(),
        })
        .refine((roles) => roles.admin || roles.recruiter || roles.rewards, {
          message: t('accounts.roles.atLeastOne'),
          path: ['admin'],
        }),
    [t],
  );
  type Values = z.infer<typeof schema>;
  const held = effectiveRoles(account.roles);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      admin: held.includes('admin'),
      // A sign-up starts as a recruiter, the most common choice; the admin confirms it.
      recruiter: mode === 'approve' && held.length === 0 ? true : held.includes('recruiter'),
      rewards: held.includes('rewards'),
    },
  });
  const admin = useWatch({ control: form.control, name: 'admin' });
  const error = form.formState.errors.admin?.message;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    const roles = values.admin ? [...ROLES] : ROLES.filter((role) => values[role] === true);
    try {
      await onSubmit(roles);
    } catch (failure) {
      setServerError(failure instanceof Error ? failure.message : String(failure));
    }
  });

  const name = displayName(account);
  return (
    <ModalForm
      titleId="roles-dialog-title"
      title={
        mode === 'approve'
          ? t('accounts.dialog.approveTitle', { name })
          : t('accounts.dialog.rolesTitle', { name })
      }
      closeLabel={t('accounts.dialog.cancel')}
      onSubmit={submit}
      cancelLabel={t('accounts.dialog.cancel')}
      onCancel={onHide}
      submitLabel={mode === 'approve' ? t('accounts.dialog.approve') : t('accounts.dialog.save')}
      pending={form.formState.isSubmitting}
    >
      <p className="text-body-secondary small">{account.email}</p>
      {serverError && (
        <Alert variant="danger" className="py-2" role="alert">
          <i className="bi bi-exclamation-circle me-2" aria-hidden="true" />
          {serverError}
        </Alert>
      )}
      <fieldset aria-describedby={error ? 'roles-error' : undefined}>
        <legend className="form-label fs-6 fw-semibold">{t('accounts.dialog.legend')}</legend>
        {ROLES.map((role) => {
          const implied = role !== 'admin' && admin;
          return (
            <Form.Check
              key={role}
              id={`role-${role}`}
              className="mb-2"
              isInvalid={!!error}
              disabled={implied}
              {...form.register(role, {
                // Administrator includes the others: they show as chosen and locked.
                onChange:
                  role === 'admin'
                    ? (event: { target: { checked: boolean } }) => {
                        if (!event.target.checked) return;
                        form.setValue('recruiter', true);
                        form.setValue('rewards', true);
                      }
                    : undefined,
              })}
              label={
                <>
                  <span className="fw-semibold">{t(`access.roles.${role}`)}</span>
                  <span className="d-block small text-body-secondary">
                    {implied
                      ? t('accounts.dialog.impliedByAdmin')
                      : t(`accounts.dialog.describe.${role}`)}
                  </span>
                </>
              }
            />
          );
        })}
        {error && (
          <div id="roles-error" className="invalid-feedback d-block">
            {error}
          </div>
        )}
      </fieldset>
    </ModalForm>
  );
}
