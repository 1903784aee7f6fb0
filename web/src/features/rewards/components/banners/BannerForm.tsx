import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../../components/form/FormErrorAlert';
import { Link } from 'react-router';
import { TextField } from '../../../../components/form/TextField';
import { useLeaveGuard } from '../../../../components/form/useLeaveGuard';
import { useVersionedSave } from '../../../../components/form/useVersionedSave';
import { applyServerErrors } from '../../../../lib/forms';
import {
  BANNER_LIMITS,
  type Banner,
  useCreateBanner,
  useUpdateBanner,
  useUploadBannerImage,
} from '../../api/banners';
import { fromLocalInput } from '../../lib/format';
import { type ChosenImage, ImageField } from '../images/ImageField';
import { uploadProblem } from '../images/upload-problem';
import { useNow } from '../shared/useNow';
import {
  BANNER_FIELDS,
  type BannerFormValues,
  bannerSchema,
  toFormValues,
  toInput,
  type Translate,
} from './banner-form';
import { ShowingBadge } from './ShowingBadge';

export interface BannerFormProps {
  /** Undefined: a new banner. As its query reads it: the live stream's refetch comes here. */
  banner?: Banner;
  /** The banner being edited was deleted meanwhile (its read now answers 404). */
  deleted?: boolean;
  backTo: string;
  onSaved: (banner: Banner, created: boolean) => void;
}

/**
 * Create or edit a banner, with its image. The banner is saved first, then the chosen image
 * is uploaded; a failed upload keeps the form as typed, and saving again updates the
 * banner just created.
 */
export function BannerForm({ banner, deleted, backTo, onSaved }: BannerFormProps) {
  const { t, i18n } = useTranslation();
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const upload = useUploadBannerImage();
  const now = useNow();
  const [record, setRecord] = useState<Banner | undefined>(banner);
  // The banner read again (someone else's change, or this form's own save): the form's
  // record follows, and the versioned save tells which it was.
  const [read, setRead] = useState(banner);
  if (banner !== read) {
    setRead(banner);
    if (banner && banner.id === record?.id) setRecord(banner);
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
  } = useForm<BannerFormValues>({
    resolver: zodResolver(bannerSchema(t as unknown as Translate)),
    defaultValues: toFormValues(banner),
  });
  // An image chosen and not uploaded yet is part of the draft too.
  const { allowLeave } = useLeaveGuard(isDirty || chosen !== null);
  const [active, startsAt, endsAt] = useWatch({
    control,
    name: ['active', 'startsAt', 'endsAt'],
  });

  const versioned = useVersionedSave({
    record,
    labels: {
      ...Object.fromEntries(
        BANNER_FIELDS.map((field) => [field, t(`banners.form.fields.${field}`)]),
      ),
      image: t('banners.form.fields.image'),
    },
    loadTheirs: (current) => {
      setRecord(current);
      setChosen(null);
      reset(toFormValues(current));
    },
    resubmit: () => void onSubmit(),
    deleted,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    let saved: Banner | undefined;
    try {
      saved = await versioned.save((version) =>
        record
          ? update.mutateAsync({ id: record.id, body: toInput(values, record), version })
          : create.mutateAsync(toInput(values)),
      );
      if (!saved) return;
      setRecord(saved);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, BANNER_FIELDS));
      return;
    }
    if (chosen) {
      setImageError(null);
      setProgress(null);
      const { id } = saved;
      try {
        // The upload answers the banner at its new version: the next save starts from it.
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
        setFormError(t('banners.form.imageFailed'));
        return;
      }
    }
    // Stored, image and all: the page's move to the list is no leaving.
    allowLeave();
    onSaved(saved, !banner);
  });

  // What the home page would do with the banner as it is typed now.
  const preview = {
    active,
    startsAt: fromLocalInput(startsAt),
    endsAt: fromLocalInput(endsAt),
  };

  return (
    <Form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('banners.form.label')}
    >
      <FormErrorAlert title={t('banners.form.saveFailed')} message={formError} />
      {versioned.alert}
      <Row className="g-4">
        <Col lg={6}>
          <Card className="h-100">
            <Card.Header className="py-3">
              <h2 className="h6 mb-0">
                <i className="bi bi-card-text me-2 text-primary" aria-hidden="true" />
                {t('banners.form.details')}
              </h2>
            </Card.Header>
            <Card.Body>
              <TextField
                label={t('banners.form.fields.title')}
                registration={register('title')}
                error={errors.title}
                maxLength={BANNER_LIMITS.title}
                required
                autoFocus={!banner}
              />
              <TextField
                label={t('banners.form.fields.link')}
                registration={register('link')}
                error={errors.link}
                hint={t('banners.form.hints.link')}
                maxLength={BANNER_LIMITS.link}
                autoComplete="off"
                placeholder="/apps/premios"
                className="font-monospace"
              />
              <Row>
                <Col sm={6}>
                  <TextField
                    label={t('banners.form.fields.startsAt')}
                    registration={register('startsAt')}
                    error={errors.startsAt}
                    hint={t('banners.form.hints.startsAt')}
                    type="datetime-local"
                  />
                </Col>
                <Col sm={6}>
                  <TextField
                    label={t('banners.form.fields.endsAt')}
                    registration={register('endsAt')}
                    error={errors.endsAt}
                    hint={t('banners.form.hints.endsAt')}
                    type="datetime-local"
                  />
                </Col>
              </Row>
              <Form.Group controlId="field-active" className="mb-3">
                <Form.Check
                  type="switch"
                  role="switch"
                  label={t('banners.form.fields.active')}
                  isInvalid={!!errors.active}
                  feedback={errors.active?.message}
                  feedbackType="invalid"
                  {...register('active')}
                />
              </Form.Group>
              <div className="small d-flex flex-wrap align-items-center gap-2" aria-live="polite">
                <span className="text-body-secondary">{t('banners.form.showingNow')}</span>
                <ShowingBadge banner={preview} now={now} />
              </div>
            </Card.Body>
          </Card>
        </Col>
        <Col lg={6}>
          <Card className="h-100">
            <Card.Header className="py-3">
              <h2 className="h6 mb-0">
                <i className="bi bi-image me-2 text-primary" aria-hidden="true" />
                {t('banners.form.imageTitle')}
              </h2>
            </Card.Header>
            <Card.Body>
              <ImageField
                label={t('banners.form.fields.image')}
                shape="wide"
                current={record?.image ?? null}
                chosen={chosen}
                onChoose={(image) => {
                  setChosen(image);
                  setImageError(null);
                }}
                error={imageError}
                progress={progress}
                uploading={upload.isPending}
                disabled={isSubmitting && !upload.isPending}
                pendingHint={t('rewards.image.pendingBanner')}
              />
            </Card.Body>
          </Card>
        </Col>
      </Row>
      <div className="d-flex flex-wrap justify-content-end gap-2 mt-4">
        {/* Cancel is the discard itself: asking again would only repeat it. */}
        <Link to={backTo} onClick={allowLeave} className="btn btn-outline-secondary">
          {t('banners.form.cancel')}
        </Link>
        <Button type="submit" variant="primary" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {record ? t('banners.form.save') : t('banners.form.create')}
        </Button>
      </div>
    </Form>
  );
}
