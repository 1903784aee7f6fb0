import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RecordSelect } from '../../../../components/record-select';
import { ApiError } from '../../../../lib/api/errors';
import { applyServerErrors } from '../../../../lib/forms';
import { ModalForm } from '../../../../components/form/ModalForm';
import { type Member, searchActiveMembers } from '../../api/members';
import {
  type RedeemableReward,
  type Redemption,
  searchRedeemableRewards,
  useCreateRedemption,
} from '../../api/redemptions';

interface Values {
  member: Member | null;
  reward: RedeemableReward | null;
  notes: string;
}

const FIELDS = ['member', 'reward', 'notes'] as const;

export interface NewRedemptionModalProps {
  show: boolean;
  /** Starts with this member chosen (from a member's detail). */
  member?: Member | null;
  onHide: () => void;
  onCreated: (redemption: Redemption) => void;
}

/** Redeems a reward for a member: the points and a unit are taken at once. */
export function NewRedemptionModal(props: NewRedemptionModalProps) {
  return (
    <Modal show={props.show} onHide={props.onHide} centered aria-labelledby="new-redemption-title">
      {props.show && <NewRedemptionForm {...props} />}
    </Modal>
  );
}

function NewRedemptionForm({ member, onHide, onCreated }: NewRedemptionModalProps) {
  const { t, i18n } = useTranslation();
  const create = useCreateRedemption();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { member: member ?? null, reward: null, notes: '' } });
  const chosenMember = useWatch({ control, name: 'member' });
  const chosenReward = useWatch({ control, name: 'reward' });
  const number = (value: number) => value.toLocaleString(i18n.language);
  const short = chosenMember && chosenReward ? chosenReward.pointsCost - chosenMember.points : null;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const created = await create.mutateAsync({
        memberId: values.member!.id,
        rewardId: values.reward!.id,
        ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
      });
      onCreated(created);
    } catch (error) {
      // The server names memberId/rewardId, or `points` when the balance is short.
      const renamed = renameFields(error);
      setFormError(applyServerErrors(renamed, setError, FIELDS));
    }
  });

  return (
    <ModalForm
      titleId="new-redemption-title"
      title={t('redemptions.form.title')}
      icon="bi-gift"
      onSubmit={onSubmit}
      cancelLabel={t('redemptions.form.cancel')}
      onCancel={onHide}
      submitLabel={t('redemptions.form.submit')}
      pending={isSubmitting}
      submitDisabled={short !== null && short > 0}
    >
      {formError && (
        <Alert variant="danger" className="small">
          {formError}
        </Alert>
      )}
      <Form.Group className="mb-3">
        <Form.Label htmlFor="redemption-member">{t('redemptions.form.member')}</Form.Label>
        <Controller
          control={control}
          name="member"
          rules={{ required: t('redemptions.form.errors.member') }}
          render={({ field }) => (
            <RecordSelect<Member>
              inputId="redemption-member"
              value={field.value}
              onChange={field.onChange}
              loadOptions={searchActiveMembers}
              getOptionValue={(one) => one.id}
              getOptionLabel={(one) => `${one.name} ${one.surname}`}
              formatOption={(one) => (
                <div className="d-flex justify-content-between gap-2">
                  <span>
                    {one.name} {one.surname}
                    <span className="d-block small opacity-75">{one.email}</span>
                  </span>
                  <span className="small text-nowrap">
                    {t('redemptions.form.points', {
                      count: one.points,
                      value: number(one.points),
                    })}
                  </span>
                </div>
              )}
              isInvalid={!!errors.member}
              describedBy="redemption-member-error"
            />
          )}
        />
        {errors.member && (
          <div id="redemption-member-error" className="invalid-feedback d-block">
            {errors.member.message}
          </div>
        )}
      </Form.Group>
      <Form.Group className="mb-3">
        <Form.Label htmlFor="redemption-reward">{t('redemptions.form.reward')}</Form.Label>
        <Controller
          control={control}
          name="reward"
          rules={{ required: t('redemptions.form.errors.reward') }}
          render={({ field }) => (
            <RecordSelect<RedeemableReward>
              inputId="redemption-reward"
              value={field.value}
              onChange={field.onChange}
              loadOptions={searchRedeemableRewards}
              getOptionValue={(one) => one.id}
              getOptionLabel={(one) => one.name}
              isOptionDisabled={(one) => one.stock < 1}
              formatOption={(one) => (
                <div className="d-flex justify-content-between gap-2">
                  <span>
                    {one.name}
                    <span className="d-block small opacity-75">
                      {one.stock < 1
                        ? t('redemptions.form.outOfStock')
                        : t('redemptions.form.stock', { count: one.stock })}
                    </span>
                  </span>
                  <span className="small text-nowrap">
                    {t('redemptions.form.points', {
                      count: one.pointsCost,
                      value: number(one.pointsCost),
                    })}
                  </span>
                </div>
              )}
              isInvalid={!!errors.reward}
              describedBy="redemption-reward-error"
            />
          )}
        />
        {errors.reward && (
          <div id="redemption-reward-error" className="invalid-feedback d-block">
            {errors.reward.message}
          </div>
        )}
      </Form.Group>
      {chosenMember && chosenReward && (
        <div
          className={`redemption-summary small mb-3 ${short !== null && short > 0 ? 'text-danger' : ''}`}
          role="status"
        >
          {short !== null && short > 0
            ? t('redemptions.form.short', {
                name: chosenMember.name,
                value: number(short),
                count: short,
              })
            : t('redemptions.form.after', {
                value: number(chosenMember.points - chosenReward.pointsCost),
                count: chosenMember.points - chosenReward.pointsCost,
              })}
        </div>
      )}
      <Form.Group controlId="redemption-notes">
        <Form.Label>{t('redemptions.form.notes')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          maxLength={500}
          isInvalid={!!errors.notes}
          {...register('notes')}
        />
        <Form.Control.Feedback type="invalid">{errors.notes?.message}</Form.Control.Feedback>
      </Form.Group>
    </ModalForm>
  );
}

/** The server's field names mapped onto this form's (memberId → member, points → member). */
function renameFields(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.fields) return error;
  const names: Record<string, string> = {
    memberId: 'member',
    rewardId: 'reward',
    points: 'member',
  };
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([name, messages]) => [names[name] ?? name, messages]),
  );
  return Object.assign(Object.create(Object.getPrototypeOf(error) as object), error, { fields });
}
