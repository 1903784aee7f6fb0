import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Spinner from 'react-bootstrap/Spinner';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { TextField } from '../../../components/form/TextField';
import { useLeaveGuard } from '../../../components/form/useLeaveGuard';
import { HtmlEditor, INLINE_TOOLS } from '../../../components/html-editor';
import { ApiError } from '../../../lib/api/errors';
import { formatBytes, formatPercent } from '../../../lib/format';
import { applyServerErrors } from '../../../lib/forms';
import { IMAGE_MAX_BYTES } from '../../../lib/image-file';
import { type FeedActivity, POST_LIMITS, usePostActivity } from '../api/activity-feed';
import {
  ACTIVITY_FIELDS,
  type ActivityFormValues,
  activitySchema,
  EMPTY_ACTIVITY,
  type Translate,
} from './activity-form';
import { type ChosenImage, ImagePicker } from './ImagePicker';

export interface ActivityFormProps {
  backTo: string;
  onPosted: (activity: FeedActivity) => void;
}

/** Post an activity: what happened (rich text), an optional link and picture. */
export function ActivityForm({ backTo, onPosted }: ActivityFormProps) {
  const { t, i18n } = useTranslation();
  const post = usePostActivity();
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ActivityFormValues>({
    resolver: zodResolver(activitySchema(t as unknown as Translate)),
    defaultValues: EMPTY_ACTIVITY,
  });
  // A picture chosen is part of the draft too.
  const { allowLeave } = useLeaveGuard(isDirty || image !== null);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setImageError(null);
    setProgress(null);
    try {
      const posted = await post.mutateAsync({
        description: values.description,
        link: values.link.trim(),
        linkedContent: values.linkedContent.trim(),
        image: image?.file ?? null,
        onProgress: ({ fraction }) => setProgress(fraction === null ? null : fraction * 100),
      });
      // Posted: the page's move to the feed is no leaving.
      allowLeave();
      onPosted(posted);
    } catch (error) {
      if (error instanceof ApiError && (error.statusCode === 413 || error.statusCode === 415)) {
        setImageError(
          error.statusCode === 413
            ? t('activityFeed.form.image.serverTooLarge', {
                limit: formatBytes(IMAGE_MAX_BYTES, i18n.language),
              })
            : t('activityFeed.form.image.serverType'),
        );
        setFormError(t('activityFeed.form.imageFailed'));
        return;
      }
      setFormError(applyServerErrors(error, setError, ACTIVITY_FIELDS));
    }
  });

  return (
    <Form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('activityFeed.form.label')}
      className="activity-form"
    >
      <FormErrorAlert title={t('activityFeed.form.saveFailed')} message={formError} />
      <Card>
        <Card.Body>
          <Form.Group className="mb-3">
            {/* The editor is not a form control: it is named by its aria-label. */}
            <div className="form-label" aria-hidden="true">
              {t('activityFeed.form.fields.description')}
            </div>
            <Controller
              control={control}
              name="description"
              render={({ field }) => (
                <HtmlEditor
                  ref={field.ref}
                  id="activity-description"
                  label={t('activityFeed.form.fields.description')}
                  // The server keeps inline formatting only in an activity.
                  tools={INLINE_TOOLS}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  invalid={!!errors.description}
                  describedBy={
                    errors.description ? 'activity-description-error' : 'activity-description-hint'
                  }
                  className="activity-form__editor"
                />
              )}
            />
            {errors.description ? (
              <div id="activity-description-error" className="invalid-feedback d-block">
                {errors.description.message}
              </div>
            ) : (
              <Form.Text id="activity-description-hint" muted>
                {t('activityFeed.form.hints.description')}
              </Form.Text>
            )}
          </Form.Group>
          <TextField
            label={t('activityFeed.form.fields.link')}
            registration={register('link')}
            error={errors.link}
            hint={t('activityFeed.form.hints.link')}
            maxLength={POST_LIMITS.link}
            autoComplete="off"
            inputMode="url"
            placeholder="/apps/tablero"
          />
          <TextField
            label={t('activityFeed.form.fields.linkedContent')}
            registration={register('linkedContent')}
            error={errors.linkedContent}
            hint={t('activityFeed.form.hints.linkedContent')}
            maxLength={POST_LIMITS.linkedContent}
            autoComplete="off"
          />
          <ImagePicker
            label={t('activityFeed.form.fields.image')}
            chosen={image}
            onChoose={(chosen) => {
              setImage(chosen);
              setImageError(null);
            }}
            error={imageError}
            disabled={isSubmitting}
          />
          {isSubmitting && image && (
            <ProgressBar
              className="mb-3"
              now={progress ?? 100}
              animated={progress == null}
              striped={progress == null}
              label={progress == null ? undefined : formatPercent(progress, i18n.language)}
              aria-label={t('activityFeed.form.uploading')}
            />
          )}
        </Card.Body>
      </Card>
      <div className="d-flex flex-wrap justify-content-end gap-2 mt-4">
        {/* Cancel is the discard itself: asking again would only repeat it. */}
        <Link to={backTo} onClick={allowLeave} className="btn btn-outline-secondary">
          {t('activityFeed.form.cancel')}
        </Link>
        <Button type="submit" variant="primary" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {t('activityFeed.form.submit')}
        </Button>
      </div>
    </Form>
  );
}
