import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Spinner from 'react-bootstrap/Spinner';
import { Controller, type FieldError, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useConfirmation } from '../../../components/confirmation/ConfirmationProvider';
import { useLeaveGuard } from '../../../components/form/useLeaveGuard';
import { useVersionedSave } from '../../../components/form/useVersionedSave';
import { applyServerErrors } from '../../../lib/forms';
import { moneyFormat, PRODUCT_CURRENCY } from '../../../lib/format';
import {
  inventoryKeys,
  type Product,
  productQuery,
  useBrands,
  useCategories,
  useInventoryTags,
  useUpdateProduct,
  useVendors,
} from '../api/inventory-api';
import { fieldErrorText } from '../lib/field-error';
import {
  parseAmount,
  priceOf,
  PRODUCT_LIMITS,
  productFieldPaths,
  productFormSchema,
  type ProductFormValues,
  toProductFormValues,
  toProductPatch,
} from '../lib/product-form';
import { ProductImages } from './ProductImages';

// The tags' picker, below the fold, comes a moment after the fields: the route stays in
// its JS budget (docs/performance.md).
const TagPicker = lazy(async () => ({
  default: (await import('../../../components/tags/TagPicker')).TagPicker,
}));

export interface ProductDetailFormProps {
  product: Product;
  onSaved: (product: Product) => void;
  /** Delete confirmed: the page takes it out, with Undo until its toast goes. */
  onDelete: (product: Product) => void;
  onClose: () => void;
  onManageTags: () => void;
  /** Puts the cursor in the name (a product just added). */
  focusName?: boolean;
}

type AmountField = 'stock' | 'reserved' | 'cost' | 'basePrice' | 'taxPercent' | 'weight';

/**
 * The product's form, opened under its row: images, identity, classification, tags,
 * stock, money and the active switch; Update sends it, Delete asks first. A refusal puts
 * the server's messages beside the fields and keeps what was typed.
 */
export function ProductDetailForm({
  product,
  onSaved,
  onDelete: deleteProduct,
  onClose,
  onManageTags,
  focusName = false,
}: ProductDetailFormProps) {
  const { t, i18n } = useTranslation();
  const confirm = useConfirmation();
  const uid = useId();
  const categories = useCategories();
  const brands = useBrands();
  const vendors = useVendors();
  const tags = useInventoryTags();
  const update = useUpdateProduct();
  const [message, setMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues: toProductFormValues(product),
  });
  const { register, control, formState } = form;
  // Another screen would close the row with what was typed; a save resets the form clean.
  useLeaveGuard(formState.isDirty);
  const queryClient = useQueryClient();
  const versioned = useVersionedSave({
    record: product,
    labels: {
      name: t('inventory.fields.name'),
      sku: t('inventory.fields.sku'),
      barcode: t('inventory.fields.barcode'),
      category: t('inventory.fields.category'),
      brand: t('inventory.fields.brand'),
      vendor: t('inventory.fields.vendor'),
      tags: t('inventory.fields.tags'),
      stock: t('inventory.fields.stock'),
      reserved: t('inventory.fields.reserved'),
      weight: t('inventory.fields.weight'),
      cost: t('inventory.fields.cost'),
      basePrice: t('inventory.fields.basePrice'),
      taxPercent: t('inventory.fields.taxPercent'),
      description: t('inventory.fields.description'),
      active: t('inventory.fields.active'),
      images: t('inventory.images.title'),
      thumbnail: t('inventory.images.thumbnail'),
    },
    loadTheirs: (current) => {
      setSaved(false);
      form.reset(toProductFormValues(current));
    },
    resubmit: () => void submit(),
    // The row the form opened from carries no version: the product as read now does.
    reload: () => queryClient.fetchQuery(productQuery(product.id)),
    onCurrent: (current) => queryClient.setQueryData(inventoryKeys.product(current.id), current),
  });

  useEffect(() => {
    if (focusName) form.setFocus('name', { shouldSelect: true });
  }, [focusName, form]);
  const { errors } = formState;
  const [basePrice, taxPercent, thumbnail] = useWatch({
    control,
    name: ['basePrice', 'taxPercent', 'thumbnail'],
  });
  const money = useMemo(() => moneyFormat(PRODUCT_CURRENCY, i18n.language), [i18n.language]);
  const base = parseAmount(basePrice);
  const tax = parseAmount(taxPercent);
  const price = Number.isFinite(base) && Number.isFinite(tax) ? priceOf(base, tax) : null;

  const error = (field: FieldError | undefined) => fieldErrorText(t, field);
  const fieldId = (name: string) => `${uid}-${name}`;

  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    setSaved(false);
    try {
      const known = tags.data ? new Set(tags.data.map((tag) => tag.id)) : undefined;
      const answer = await versioned.save((version) =>
        update.mutateAsync({ id: product.id, product: toProductPatch(values, known), version }),
      );
      if (!answer) return;
      form.reset(toProductFormValues(answer));
      setSaved(true);
      onSaved(answer);
    } catch (failure) {
      setMessage(applyServerErrors(failure, form.setError, productFieldPaths(values)));
    }
  });

  async function onDelete() {
    const answer = await confirm({
      title: t('inventory.deleteTitle'),
      message: t('inventory.deleteMessage', { name: product.name }),
      actions: { confirm: { label: t('inventory.actions.delete') } },
    });
    // Named at the version the form shows: someone else's change since refuses the delete.
    if (answer === 'confirmed') deleteProduct({ ...product, version: versioned.version() });
  }

  function amountField(
    name: AmountField,
    label: string,
    options: { suffix?: string; step: string; className?: string },
  ) {
    const id = fieldId(name);
    return (
      <Form.Group className={options.className ?? 'col-6 col-md-3'} controlId={id}>
        <Form.Label>{label}</Form.Label>
        <InputGroup hasValidation>
          <Form.Control
            {...register(name)}
            inputMode={options.step === '1' ? 'numeric' : 'decimal'}
            isInvalid={!!errors[name]}
            autoComplete="off"
            className="text-end"
          />
          {options.suffix && <InputGroup.Text>{options.suffix}</InputGroup.Text>}
          <Form.Control.Feedback type="invalid">{error(errors[name])}</Form.Control.Feedback>
        </InputGroup>
      </Form.Group>
    );
  }

  const busy = formState.isSubmitting;
  const imageErrors = (errors.images as (FieldError | undefined)[] | undefined) ?? [];

  return (
    <Form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="product-form"
      aria-label={t('inventory.detailLabel', { name: product.name })}
      onChange={() => saved && setSaved(false)}
    >
      {versioned.alert}
      <div className="product-form__grid">
        <div className="product-form__images">
          <Controller
            control={control}
            name="images"
            render={({ field }) => (
              <ProductImages
                images={field.value}
                thumbnail={thumbnail}
                onChange={(images, thumbnail) => {
                  field.onChange(images);
                  form.setValue('thumbnail', thumbnail, { shouldDirty: true });
                }}
                errors={
                  Array.isArray(field.value)
                    ? field.value.map((_, index) => error(imageErrors[index]))
                    : []
                }
                error={error(errors.images as FieldError | undefined) ?? error(errors.thumbnail)}
                disabled={busy}
              />
            )}
          />
        </div>

        <div className="product-form__fields">
          {message && (
            <Alert variant="danger" className="mb-3" role="alert">
              <i className="bi bi-exclamation-octagon-fill me-2" aria-hidden="true" />
              {message}
            </Alert>
          )}
          <div className="row g-3">
            <Form.Group className="col-12 col-lg-6" controlId={fieldId('name')}>
              <Form.Label>{t('inventory.fields.name')}</Form.Label>
              <Form.Control
                {...register('name')}
                isInvalid={!!errors.name}
                maxLength={PRODUCT_LIMITS.name}
                autoComplete="off"
              />
              <Form.Control.Feedback type="invalid">{error(errors.name)}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="col-6 col-lg-3" controlId={fieldId('sku')}>
              <Form.Label>{t('inventory.fields.sku')}</Form.Label>
              <Form.Control
                {...register('sku')}
                isInvalid={!!errors.sku}
                maxLength={PRODUCT_LIMITS.sku}
                autoComplete="off"
              />
              <Form.Control.Feedback type="invalid">{error(errors.sku)}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="col-6 col-lg-3" controlId={fieldId('barcode')}>
              <Form.Label>{t('inventory.fields.barcode')}</Form.Label>
              <Form.Control
                {...register('barcode')}
                isInvalid={!!errors.barcode}
                maxLength={PRODUCT_LIMITS.barcode}
                autoComplete="off"
              />
              <Form.Control.Feedback type="invalid">{error(errors.barcode)}</Form.Control.Feedback>
            </Form.Group>

            <Form.Group className="col-12 col-md-4" controlId={fieldId('category')}>
              <Form.Label>{t('inventory.fields.category')}</Form.Label>
              <Controller
                control={control}
                name="category"
                render={({ field }) => (
                  <Form.Select
                    {...field}
                    isInvalid={!!errors.category}
                    disabled={categories.isPending}
                  >
                    <option value="">{t('inventory.none')}</option>
                    {categories.data?.map((option) => (
                      <option key={option.id} value={option.id}>
                        {option.name}
                      </option>
                    ))}
                  </Form.Select>
                )}
              />
              <Form.Control.Feedback type="invalid">{error(errors.category)}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="col-6 col-md-4" controlId={fieldId('brand')}>
              <Form.Label>{t('inventory.fields.brand')}</Form.Label>
              <Controller
                control={control}
                name="brand"
                render={({ field }) => (
                  <Form.Select {...field} isInvalid={!!errors.brand} disabled={brands.isPending}>
                    <option value="">{t('inventory.none')}</option>
                    {brands.data?.map((option) => (
                      <option key={option.id} value={option.id}>
                        {option.name}
                      </option>
                    ))}
                  </Form.Select>
                )}
              />
              <Form.Control.Feedback type="invalid">{error(errors.brand)}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="col-6 col-md-4" controlId={fieldId('vendor')}>
              <Form.Label>{t('inventory.fields.vendor')}</Form.Label>
              <Controller
                control={control}
                name="vendor"
                render={({ field }) => (
                  <Form.Select {...field} isInvalid={!!errors.vendor} disabled={vendors.isPending}>
                    <option value="">{t('inventory.none')}</option>
                    {vendors.data?.map((option) => (
                      <option key={option.id} value={option.id}>
                        {option.name}
                      </option>
                    ))}
                  </Form.Select>
                )}
              />
              <Form.Control.Feedback type="invalid">{error(errors.vendor)}</Form.Control.Feedback>
            </Form.Group>

            <div className="col-12">
              <Form.Label id={fieldId('tags')} as="div">
                {t('inventory.fields.tags')}
              </Form.Label>
              <Controller
                control={control}
                name="tags"
                render={({ field }) => (
                  <Suspense fallback={null}>
                    <TagPicker
                      ns="inventory"
                      tags={tags.data ?? []}
                      value={field.value}
                      onChange={field.onChange}
                      onManage={onManageTags}
                      invalid={!!errors.tags}
                      labelId={fieldId('tags')}
                    />
                  </Suspense>
                )}
              />
              {errors.tags?.message && (
                <div className="small text-danger mt-1">{error(errors.tags as FieldError)}</div>
              )}
            </div>

            {amountField('stock', t('inventory.fields.stock'), {
              step: '1',
              className: 'col-6 col-md-4',
            })}
            {amountField('reserved', t('inventory.fields.reserved'), {
              step: '1',
              className: 'col-6 col-md-4',
            })}
            {amountField('weight', t('inventory.fields.weight'), {
              step: '0.001',
              suffix: 'kg',
              className: 'col-6 col-md-4',
            })}
            {amountField('cost', t('inventory.fields.cost'), { step: '0.01' })}
            {amountField('basePrice', t('inventory.fields.basePrice'), { step: '0.01' })}
            {amountField('taxPercent', t('inventory.fields.taxPercent'), {
              step: '0.01',
              suffix: '%',
            })}
            <Form.Group className="col-6 col-md-3" controlId={fieldId('price')}>
              <Form.Label>{t('inventory.fields.price')}</Form.Label>
              <Form.Control
                readOnly
                value={price === null ? '—' : money.format(price)}
                className="text-end product-form__price"
                aria-describedby={fieldId('price-hint')}
              />
              <Form.Text id={fieldId('price-hint')} muted>
                {t('inventory.priceHint')}
              </Form.Text>
            </Form.Group>

            <Form.Group className="col-12" controlId={fieldId('description')}>
              <Form.Label>{t('inventory.fields.description')}</Form.Label>
              <Form.Control
                as="textarea"
                rows={3}
                {...register('description')}
                isInvalid={!!errors.description}
                maxLength={PRODUCT_LIMITS.description}
              />
              <Form.Control.Feedback type="invalid">
                {error(errors.description)}
              </Form.Control.Feedback>
            </Form.Group>

            <div className="col-12">
              <Form.Check
                type="switch"
                id={fieldId('active')}
                label={t('inventory.fields.active')}
                {...register('active')}
                isInvalid={!!errors.active}
                feedback={error(errors.active)}
                feedbackType="invalid"
              />
            </div>
          </div>
        </div>
      </div>

      <div className="product-form__footer">
        <Button variant="outline-danger" onClick={() => void onDelete()} disabled={busy}>
          <i className="bi bi-trash me-1" aria-hidden="true" />
          {t('inventory.actions.delete')}
        </Button>
        <span className="flex-grow-1 small text-success text-end" role="status">
          {saved && !formState.isDirty && (
            <>
              <i className="bi bi-check-circle me-1" aria-hidden="true" />
              {t('inventory.saved')}
            </>
          )}
        </span>
        <Button variant="outline-secondary" onClick={onClose} disabled={formState.isSubmitting}>
          {t('inventory.actions.close')}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={formState.isSubmitting}>
          {formState.isSubmitting && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {t('inventory.actions.update')}
        </Button>
      </div>
    </Form>
  );
}
