import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../../components/form/FormErrorAlert';
import { Link } from 'react-router';
import { TextField } from '../../../../components/form/TextField';
import { useLeaveGuard } from '../../../../components/form/useLeaveGuard';
import { useVersionedSave } from '../../../../components/form/useVersionedSave';
import { RecordSelect } from '../../../../components/record-select';
import { ApiError } from '../../../../lib/api/errors';
import { applyServerErrors } from '../../../../lib/forms';
import {
  type RewardCategory,
  rewardCategoryQuery,
  searchRewardCategories,
} from '../../api/reward-categories';
import {
  REWARD_LIMITS,
  type Reward,
  rewardsKeys,
  useCreateReward,
  useUpdateReward,
  useUploadRewardImage,
} from '../../api/rewards';
import { type ChosenImage, ImageField } from '../images/ImageField';
import { uploadProblem } from '../images/upload-problem';
import {
  REWARD_FIELDS,
  type RewardFormInput,
  type Translate,
  type RewardFormValues,
  rewardSchema,
  toFormValues,
  toInput,
} from './reward-form';

export interface RewardFormProps {
  /** Undefined: a new reward. As its query reads it: the live stream's refetch comes here. */
  reward?: Reward;
  /** The reward being edited was deleted meanwhile (its read now answers 404). */
  deleted?: boolean;
  /** The reward's category, to show it chosen. */
  category: RewardCategory | null;
  /** Where Cancel goes. */
  backTo: string;
  onSaved: (reward: Reward, created: boolean) => void;
}

/** The server names the category `categoryId`; the form's field is `category`. */
function onCategoryField(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.fields?.categoryId) return error;
  const { categoryId, ...fields } = error.fields;
  return new ApiError({
    statusCode: error.statusCode,
    message: error.message,
    error: error.error,
    ...(error.code ? { code: error.code } : {}),
    fields: { ...fields, category: categoryId },
  });
}

/**
 * Create or edit a reward, with its image. The reward is saved first, then the chosen image
 * is uploaded; if the upload fails, the form stays with everything typed and the file, and
 * saving again updates the reward just created instead of adding a second one.
 */
export function RewardForm({ reward, deleted, category, backTo, onSaved }: RewardFormProps) {
  const { t, i18n } = useTranslation();
  const create = useCreateReward();
  const update = useUpdateReward();
  const upload = useUploadRewardImage();
  const [record, setRecord] = useState<Reward | undefined>(reward);
  // The reward read again (someone else's change, or this form's own save): the form's
  // record follows, and the versioned save tells which it was.
  const [read, setRead] = useState(reward);
  if (reward !== read) {
    setRead(reward);
    if (reward && reward.id === record?.id) setRecord(reward);
  }
  const [chosen, setChosen] = useState<ChosenImage | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<RewardFormInput, unknown, RewardFormValues>({
    resolver: zodResolver(rewardSchema(t as unknown as Translate, i18n.language)),
    defaultValues: toFormValues(reward, category),
  });
  // An image chosen and not uploaded yet is part of the draft too.
  const { allowLeave } = useLeaveGuard(isDirty || chosen !== null);
  const loadCategories = useCallback((search: string) => searchRewardCategories(search), []);
  const queryClient = useQueryClient();
  const versioned = useVersionedSave({
    record,
    labels: {
      name: t('rewards.form.fields.name'),
      description: t('rewards.form.fields.description'),
      categoryId: t('rewards.form.fields.category'),
      pointsCost: t('rewards.form.fields.pointsCost'),
      stock: t('rewards.form.fields.stock'),
      active: t('rewards.active'),
      image: t('rewards.form.fields.image'),
    },
    loadTheirs: (current) => {
      setRecord(current);
      setChosen(null);
      // Their category shows by its name: the one chosen, or theirs as read.
      const theirs = current.categoryId
        ? queryClient.fetchQuery(rewardCategoryQuery(current.categoryId)).catch(() => null)
        : Promise.resolve(null);
      void theirs.then((chosen) => reset(toFormValues(current, chosen)));
    },
    resubmit: () => void onSubmit(),
    onCurrent: (current) => queryClient.setQueryData(rewardsKeys.detail(current.id), current),
    deleted,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    let saved: Reward | undefined;
    try {
      saved = await versioned.save((version) =>
        record
          ? update.mutateAsync({ id: record.id, body: toInput(values), version })
          : create.mutateAsync(toInput(values)),
      );
      if (!saved) return;
      setRecord(saved);
    } catch (error) {
      setFormError(applyServerErrors(onCategoryField(error), setError, REWARD_FIELDS));
      return;
    }
    if (chosen) {
      setImageError(null);
      setProgress(null);
      const { id } = saved;
      try {
        // The upload answers the reward at its new version: the next save starts from it.
        saved = (await versioned.save(() =>
          upload.mutateAsync({
            id,
            file: chosen.file,
            onProgress: ({ fraction }) => setProgress(fraction === null ? null : fraction * 100),
          }),
        ))!;
        setRecord(saved);
        setChosen(null);
      } catch (error) {
        setImageError(uploadProblem(error, t, i18n.language));
        setFormError(t('rewards.form.imageFailed'));
        return;
      }
    }
    // Stored, image and all: the page's move to the catalogue is no leaving.
    allowLeave();
    onSaved(saved, !reward);
  });

  const busy = isSubmitting;
  return (
    <Form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('rewards.form.label')}
    >
      <FormErrorAlert title={t('rewards.form.saveFailed')} message={formError} />
      {versioned.alert}
      <Row className="g-4">
        <Col lg={7}>
          <Card className="h-100">
            <Card.Header className="py-3">
              <h2 className="h6 mb-0">
                <i className="bi bi-card-text me-2 text-primary" aria-hidden="true" />
                {t('rewards.form.details')}
              </h2>
            </Card.Header>
            <Card.Body>
              <TextField
                label={t('rewards.form.fields.name')}
                registration={register('name')}
                error={errors.name}
                maxLength={REWARD_LIMITS.name}
                required
                autoFocus={!reward}
              />
              <TextField
                label={t('rewards.form.fields.description')}
                registration={register('description')}
                error={errors.description}
                as="textarea"
                rows={4}
                maxLength={REWARD_LIMITS.description}
              />
              <Form.Group className="mb-3">
                <Form.Label htmlFor="field-category">
                  {t('rewards.form.fields.category')}
                </Form.Label>
                <Controller
                  control={control}
                  name="category"
                  render={({ field }) => (
                    <RecordSelect<RewardCategory>
                      inputId="field-category"
                      value={field.value}
                      onChange={(value) => field.onChange(value)}
                      loadOptions={loadCategories}
                      getOptionValue={(option) => option.id}
                      getOptionLabel={(option) => option.name}
                      isOptionDisabled={(option) =>
                        !option.active && option.id !== reward?.categoryId
                      }
                      formatOption={(option) =>
                        option.active ? (
                          option.name
                        ) : (
                          <span>
                            {option.name}{' '}
                            <span className="text-body-secondary small">
                              ({t('rewards.inactive')})
                            </span>
                          </span>
                        )
                      }
                      placeholder={t('rewards.form.hints.category')}
                      isInvalid={!!errors.category}
                      describedBy={errors.category ? 'field-category-error' : undefined}
                    />
                  )}
                />
                {errors.category && (
                  <div id="field-category-error" className="invalid-feedback d-block">
                    {errors.category.message}
                  </div>
                )}
              </Form.Group>
              <Row>
                <Col sm={6}>
                  <Form.Group className="mb-3" controlId="field-pointsCost">
                    <Form.Label>{t('rewards.form.fields.pointsCost')}</Form.Label>
                    <InputGroup hasValidation>
                      <Form.Control
                        inputMode="numeric"
                        autoComplete="off"
                        {...register('pointsCost')}
                        isInvalid={!!errors.pointsCost}
                        required
                      />
                      <InputGroup.Text>{t('rewards.points')}</InputGroup.Text>
                      <Form.Control.Feedback type="invalid">
                        {errors.pointsCost?.message}
                      </Form.Control.Feedback>
                    </InputGroup>
                  </Form.Group>
                </Col>
                <Col sm={6}>
                  <TextField
                    label={t('rewards.form.fields.stock')}
                    registration={register('stock')}
                    error={errors.stock}
                    hint={t('rewards.form.hints.stock')}
                    inputMode="numeric"
                    autoComplete="off"
                    required
                  />
                </Col>
              </Row>
              <Form.Group controlId="field-active">
                <Form.Check
                  type="switch"
                  role="switch"
                  label={t('rewards.form.fields.active')}
                  isInvalid={!!errors.active}
                  feedback={errors.active?.message}
                  feedbackType="invalid"
                  {...register('active')}
                />
                <Form.Text muted>{t('rewards.form.hints.active')}</Form.Text>
              </Form.Group>
            </Card.Body>
          </Card>
        </Col>
        <Col lg={5}>
          <Card className="h-100">
            <Card.Header className="py-3">
              <h2 className="h6 mb-0">
                <i className="bi bi-image me-2 text-primary" aria-hidden="true" />
                {t('rewards.form.imageTitle')}
              </h2>
            </Card.Header>
            <Card.Body>
              <ImageField
                label={t('rewards.form.fields.image')}
                current={record?.image ?? null}
                chosen={chosen}
                onChoose={(image) => {
                  setChosen(image);
                  setImageError(null);
                }}
                error={imageError}
                progress={progress}
                uploading={upload.isPending}
                disabled={busy && !upload.isPending}
                pendingHint={t('rewards.image.pendingReward')}
              />
            </Card.Body>
          </Card>
        </Col>
      </Row>
      <div className="form-actions d-flex flex-wrap justify-content-end gap-2 mt-4">
        {/* Cancel is the discard itself: asking again would only repeat it. */}
        <Link to={backTo} onClick={allowLeave} className="btn btn-outline-secondary">
          {t('rewards.form.cancel')}
        </Link>
        <Button type="submit" variant="primary" disabled={busy} aria-busy={busy}>
          {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {record ? t('rewards.form.save') : t('rewards.form.create')}
        </Button>
      </div>
    </Form>
  );
}
