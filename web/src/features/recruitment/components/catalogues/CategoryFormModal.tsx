import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '../../../../components/form/TextField';
import { useLiveRecord } from '../../../../components/form/useLiveRecord';
import { useVersionedSave } from '../../../../components/form/useVersionedSave';
import { applyServerErrors } from '../../../../lib/forms';
import { FormErrorAlert } from '../../../../components/form/FormErrorAlert';
import { ModalForm } from '../../../../components/form/ModalForm';
import {
  CATEGORY_KINDS,
  type Category,
  type CategoryKind,
  categoryQuery,
  useCreateCategory,
  useUpdateCategory,
} from '../../api/categories';

function categorySchema(t: (key: string) => string) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, t('categories.form.errors.name'))
      .max(80, t('categories.form.errors.nameLength')),
    kind: z.enum(['vacancy', 'reward']),
    description: z.string().trim().max(1000, t('categories.form.errors.descriptionLength')),
    active: z.boolean(),
  });
}

export type CategoryFormValues = z.infer<ReturnType<typeof categorySchema>>;

const FIELDS = ['name', 'kind', 'description', 'active'] as const;

export interface CategoryFormModalProps {
  /** null: a new category. */
  category: Category | null;
  /** The kind a new category starts with (the list's kind filter). */
  defaultKind?: CategoryKind;
  show: boolean;
  onHide: () => void;
  onSaved: (category: Category, created: boolean) => void;
}

/** Add or edit a category; the slug is the server's, shown read-only. */
export function CategoryFormModal({
  category,
  defaultKind = 'vacancy',
  show,
  onHide,
  onSaved,
}: CategoryFormModalProps) {
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="category-form-title">
      {show && (
        <CategoryForm
          key={category?.id ?? 'new'}
          category={category}
          defaultKind={defaultKind}
          onCancel={onHide}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

function toValues(category: Category | null, defaultKind: CategoryKind): CategoryFormValues {
  return {
    name: category?.name ?? '',
    kind: category?.kind ?? defaultKind,
    description: category?.description ?? '',
    active: category?.active ?? true,
  };
}

export function CategoryForm({
  category,
  defaultKind,
  onCancel,
  onSaved,
}: {
  category: Category | null;
  defaultKind: CategoryKind;
  onCancel: () => void;
  onSaved: (category: Category, created: boolean) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CategoryFormValues>({
    resolver: zodResolver(categorySchema(t as (key: string) => string)),
    defaultValues: toValues(category, defaultKind),
  });
  const queryClient = useQueryClient();
  // Read through its query: the live stream's refetch tells the form of others' changes.
  const live = useLiveRecord(category, categoryQuery(category?.id));
  const versioned = useVersionedSave({
    record: live.record,
    deleted: live.deleted,
    labels: Object.fromEntries(
      FIELDS.map((field) => [field, t(`categories.form.fields.${field}`)]),
    ),
    loadTheirs: (current) => reset(toValues(current, defaultKind)),
    resubmit: () => void onSubmit(),
    // The list's row has no version: the category as read now has.
    reload: category
      ? () => queryClient.fetchQuery({ ...categoryQuery(category.id), staleTime: 0 })
      : undefined,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const body = {
      name: values.name.trim(),
      kind: values.kind,
      description: values.description.trim(),
      active: values.active,
    };
    try {
      const saved = category
        ? await versioned.save((version) => update.mutateAsync({ id: category.id, body, version }))
        : await create.mutateAsync(body);
      if (saved) onSaved(saved, !category);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <ModalForm
      titleId="category-form-title"
      title={category ? t('categories.form.editTitle') : t('categories.form.createTitle')}
      icon="bi-tags"
      onSubmit={onSubmit}
      cancelLabel={t('categories.form.cancel')}
      onCancel={onCancel}
      submitLabel={category ? t('categories.form.save') : t('categories.form.create')}
      pending={isSubmitting}
    >
      <FormErrorAlert title={t('categories.form.saveFailed')} message={formError} />
      {versioned.alert}
      <TextField
        label={t('categories.form.fields.name')}
        registration={register('name')}
        error={errors.name}
        autoFocus
        maxLength={80}
        required
      />
      <Row>
        <Col sm={6}>
          <Form.Group className="mb-3" controlId="field-kind">
            <Form.Label>{t('categories.form.fields.kind')}</Form.Label>
            <Form.Select {...register('kind')} isInvalid={!!errors.kind}>
              {CATEGORY_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`categories.kind.${kind}`)}
                </option>
              ))}
            </Form.Select>
            {errors.kind ? (
              <Form.Control.Feedback type="invalid">{errors.kind.message}</Form.Control.Feedback>
            ) : (
              category && <Form.Text muted>{t('categories.form.hints.kind')}</Form.Text>
            )}
          </Form.Group>
        </Col>
        <Col sm={6}>
          <Form.Group className="mb-3" controlId="field-slug">
            <Form.Label>{t('categories.form.fields.slug')}</Form.Label>
            <Form.Control
              readOnly
              plaintext={!category}
              value={category?.slug ?? ''}
              className="font-monospace"
              aria-describedby="field-slug-hint"
            />
            {/* The help once, below the field (not again as a placeholder). */}
            <Form.Text id="field-slug-hint" muted>
              {category ? t('categories.form.hints.slug') : t('categories.form.hints.slugNew')}
            </Form.Text>
          </Form.Group>
        </Col>
      </Row>
      <TextField
        label={t('categories.form.fields.description')}
        registration={register('description')}
        error={errors.description}
        as="textarea"
        rows={3}
        maxLength={1000}
      />
      <Form.Group controlId="field-active">
        <Form.Check
          type="switch"
          role="switch"
          label={t('categories.form.fields.active')}
          isInvalid={!!errors.active}
          feedback={errors.active?.message}
          feedbackType="invalid"
          {...register('active')}
        />
      </Form.Group>
    </ModalForm>
  );
}
