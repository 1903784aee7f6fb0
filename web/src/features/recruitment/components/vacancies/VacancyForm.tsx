import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, type FieldError, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { applyServerErrors } from '../../../../lib/forms';
import { FormErrorAlert } from '../../../../components/form/FormErrorAlert';
import { useLeaveGuard } from '../../../../components/form/useLeaveGuard';
import { useVersionedSave } from '../../../../components/form/useVersionedSave';
import { HtmlEditor } from '../../../../components/html-editor';
import { searchCategories } from '../../api/categories';
import { searchCompanies } from '../../api/companies';
import {
  CONTRACT_TYPES,
  MODALITIES,
  useCreateVacancy,
  useUpdateVacancy,
  type Vacancy,
  vacanciesKeys,
} from '../../api/vacancies';
import { CatalogueSelect } from '../shared/CatalogueSelect';
import { VacancyStatusBadge } from '../shared/VacancyStatusBadge';
import {
  toFormValues,
  toInput,
  toPatch,
  VACANCY_FIELDS,
  type VacancyFormValues,
  vacancySchema,
} from './vacancy-form';

/** The fields the form edits, with the label it gives each: a colleague’s change of one is told. */
const CONFLICT_LABELS = {
  title: 'title',
  companyId: 'company',
  categoryId: 'category',
  location: 'location',
  modality: 'modality',
  contractType: 'contractType',
  salaryMin: 'salaryMin',
  salaryMax: 'salaryMax',
  currency: 'currency',
  salaryVisible: 'salaryVisible',
  openings: 'openings',
  internal: 'internal',
  closesAt: 'closesAt',
  requirements: 'requirements',
  description: 'description',
  // Not the status: the edit form shows it and changes it only through the list's actions,
  // so a colleague's pause or resume is no conflict with the form's edits.
} as const satisfies Partial<Record<keyof Vacancy, string>>;

const CURRENCIES = ['MXN', 'USD', 'EUR', 'COP', 'ARS', 'CLP', 'PEN', 'TRY'];

function Feedback({ error }: { error?: FieldError }) {
  return <Form.Control.Feedback type="invalid">{error?.message}</Form.Control.Feedback>;
}

function Section({ icon, title, children }: { icon: string; title: string; children: ReactNode }) {
  return (
    <Card className="mb-4">
      <Card.Header className="d-flex align-items-center py-3">
        <span className="vacancy-form__section-icon" aria-hidden="true">
          <i className={`bi ${icon}`} />
        </span>
        <h2 className="h6 mb-0">{title}</h2>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}

const loadCompanies = (search: string) => searchCompanies(search);
const loadCategories = (search: string) => searchCategories('vacancy', search);

export interface VacancyFormProps {
  /** Undefined: a new vacancy. */
  vacancy?: Vacancy;
  onSaved: (vacancy: Vacancy, created: boolean) => void;
  onCancel: () => void;
}

/** Create or edit a vacancy; the server's rules come back as messages beside the fields. */
export function VacancyForm({ vacancy, onSaved, onCancel }: VacancyFormProps) {
  const { t } = useTranslation();
  const published = vacancy?.status === 'open' || vacancy?.status === 'paused';
  const schema = useMemo(
    () => vacancySchema(t as (key: string) => string, { published }),
    [t, published],
  );
  const create = useCreateVacancy();
  const update = useUpdateVacancy();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<VacancyFormValues>({
    resolver: zodResolver(schema),
    defaultValues: toFormValues(vacancy),
  });
  const { allowLeave } = useLeaveGuard(isDirty);
  const queryClient = useQueryClient();
  const requirements = useFieldArray({ control, name: 'requirements' });
  const versioned = useVersionedSave({
    record: vacancy,
    labels: Object.fromEntries(
      Object.entries(CONFLICT_LABELS).map(([field, label]) => [
        field,
        t(`vacancies.form.fields.${label}`),
      ]),
    ),
    loadTheirs: (current) => reset(toFormValues(current)),
    resubmit: () => void onSubmit(),
    onCurrent: (current) => queryClient.setQueryData(vacanciesKeys.detail(current.id), current),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = vacancy
        ? await versioned.save((version) =>
            update.mutateAsync({ id: vacancy.id, body: toPatch(values), version }),
          )
        : await create.mutateAsync(toInput(values));
      if (saved) {
        // What was typed is stored: the page's move to the list is no leaving.
        allowLeave();
        onSaved(saved, !vacancy);
      } else window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, VACANCY_FIELDS));
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  });

  // The vacancy's own company and category, by the names it carries (maybe inactive now).
  const initialCompany = vacancy?.companyId
    ? { id: vacancy.companyId, name: vacancy.companyName ?? vacancy.companyId, active: true }
    : null;
  const initialCategory = vacancy?.categoryId
    ? { id: vacancy.categoryId, name: vacancy.categoryName ?? vacancy.categoryId, active: true }
    : null;

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} className="vacancy-form">
      <FormErrorAlert title={t('vacancies.form.saveFailed')} message={formError} />
      {versioned.alert}
      <Row className="g-4">
        <Col lg={8}>
          <Section icon="bi-briefcase" title={t('vacancies.form.sections.basics')}>
            <Form.Group className="mb-3" controlId="vacancy-title">
              <Form.Label>{t('vacancies.form.fields.title')}</Form.Label>
              <Form.Control
                {...register('title')}
                isInvalid={!!errors.title}
                placeholder={t('vacancies.form.placeholders.title')}
                maxLength={150}
                autoFocus={!vacancy}
              />
              <Feedback error={errors.title} />
            </Form.Group>
            <Row>
              <Col md={6}>
                <Form.Group className="mb-3">
                  <Form.Label htmlFor="vacancy-company">
                    {t('vacancies.form.fields.company')}
                  </Form.Label>
                  <Controller
                    control={control}
                    name="companyId"
                    render={({ field }) => (
                      <CatalogueSelect
                        inputId="vacancy-company"
                        value={field.value}
                        onChange={field.onChange}
                        initial={initialCompany}
                        loadOptions={loadCompanies}
                        isInvalid={!!errors.companyId}
                        describedBy={
                          errors.companyId ? 'vacancy-company-error' : 'vacancy-company-hint'
                        }
                      />
                    )}
                  />
                  {errors.companyId ? (
                    <div id="vacancy-company-error" className="invalid-feedback d-block">
                      {errors.companyId.message}
                    </div>
                  ) : (
                    <Form.Text id="vacancy-company-hint" muted>
                      {t('vacancies.form.hints.companies')}{' '}
                      <Link to="/mantenimiento/empresas">{t('routes.empresas')}</Link>
                    </Form.Text>
                  )}
                </Form.Group>
              </Col>
              <Col md={6}>
                <Form.Group className="mb-3">
                  <Form.Label htmlFor="vacancy-category">
                    {t('vacancies.form.fields.category')}
                  </Form.Label>
                  <Controller
                    control={control}
                    name="categoryId"
                    render={({ field }) => (
                      <CatalogueSelect
                        inputId="vacancy-category"
                        value={field.value}
                        onChange={field.onChange}
                        initial={initialCategory}
                        loadOptions={loadCategories}
                        isInvalid={!!errors.categoryId}
                        describedBy={
                          errors.categoryId ? 'vacancy-category-error' : 'vacancy-category-hint'
                        }
                      />
                    )}
                  />
                  {errors.categoryId ? (
                    <div id="vacancy-category-error" className="invalid-feedback d-block">
                      {errors.categoryId.message}
                    </div>
                  ) : (
                    <Form.Text id="vacancy-category-hint" muted>
                      {t('vacancies.form.hints.categories')}{' '}
                      <Link to="/mantenimiento/categorias">{t('routes.categorias')}</Link>
                    </Form.Text>
                  )}
                </Form.Group>
              </Col>
              <Col md={6}>
                <Form.Group className="mb-3" controlId="vacancy-location">
                  <Form.Label>{t('vacancies.form.fields.location')}</Form.Label>
                  <Form.Control
                    {...register('location')}
                    isInvalid={!!errors.location}
                    placeholder={t('vacancies.form.placeholders.location')}
                    maxLength={120}
                  />
                  <Feedback error={errors.location} />
                </Form.Group>
              </Col>
              <Col md={6}>
                <Form.Group className="mb-3 mb-md-0" controlId="vacancy-modality">
                  <Form.Label>{t('vacancies.form.fields.modality')}</Form.Label>
                  <Form.Select {...register('modality')} isInvalid={!!errors.modality}>
                    {MODALITIES.map((modality) => (
                      <option key={modality} value={modality}>
                        {t(`vacancies.modality.${modality}`)}
                      </option>
                    ))}
                  </Form.Select>
                  <Feedback error={errors.modality} />
                </Form.Group>
              </Col>
            </Row>
          </Section>
          <Section icon="bi-text-paragraph" title={t('vacancies.form.sections.description')}>
            <Form.Group className="mb-4">
              {/* The editor is not a form control: it is named by its aria-label. */}
              <div className="form-label" aria-hidden="true">
                {t('vacancies.form.fields.description')}
              </div>
              <Controller
                control={control}
                name="description"
                render={({ field }) => (
                  <HtmlEditor
                    ref={field.ref}
                    id="vacancy-description"
                    label={t('vacancies.form.fields.description')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    invalid={!!errors.description}
                    placeholder={t('vacancies.form.placeholders.description')}
                    describedBy={
                      errors.description ? 'vacancy-description-error' : 'vacancy-description-hint'
                    }
                  />
                )}
              />
              {errors.description ? (
                <div id="vacancy-description-error" className="invalid-feedback d-block">
                  {errors.description.message}
                </div>
              ) : (
                <Form.Text id="vacancy-description-hint" muted>
                  {t('vacancies.form.hints.description')}
                </Form.Text>
              )}
            </Form.Group>
            <fieldset>
              <legend className="form-label fs-6 mb-2">
                {t('vacancies.form.fields.requirements')}
              </legend>
              {requirements.fields.length === 0 && (
                <p className="text-body-secondary small mb-2">
                  {t('vacancies.form.noRequirements')}
                </p>
              )}
              {requirements.fields.map((field, index) => (
                <div key={field.id} className="vacancy-form__requirement">
                  <InputGroup hasValidation>
                    <InputGroup.Text className="text-body-secondary small">
                      {index + 1}
                    </InputGroup.Text>
                    <Form.Control
                      {...register(`requirements.${index}.value`)}
                      isInvalid={!!errors.requirements?.[index]?.value}
                      placeholder={t('vacancies.form.placeholders.requirement')}
                      aria-label={`${t('vacancies.form.fields.requirements')} ${index + 1}`}
                      maxLength={200}
                    />
                    <Button
                      variant="outline-secondary"
                      onClick={() => requirements.remove(index)}
                      aria-label={t('vacancies.form.removeRequirement', { number: index + 1 })}
                      title={t('vacancies.form.removeRequirement', { number: index + 1 })}
                    >
                      <i className="bi bi-x-lg" aria-hidden="true" />
                    </Button>
                    <Feedback error={errors.requirements?.[index]?.value} />
                  </InputGroup>
                </div>
              ))}
              {(errors.requirements?.message || errors.requirements?.root?.message) && (
                <div className="invalid-feedback d-block">
                  {errors.requirements?.message ?? errors.requirements?.root?.message}
                </div>
              )}
              <Button
                variant="outline-primary"
                size="sm"
                className="mt-2"
                disabled={requirements.fields.length >= 30}
                onClick={() => requirements.append({ value: '' }, { shouldFocus: true })}
              >
                <i className="bi bi-plus-lg me-1" aria-hidden="true" />
                {t('vacancies.form.addRequirement')}
              </Button>
            </fieldset>
          </Section>
        </Col>
        <Col lg={4}>
          <Section icon="bi-broadcast" title={t('vacancies.form.sections.publication')}>
            {vacancy ? (
              <div className="mb-3">
                <div className="form-label">{t('vacancies.form.statusNow')}</div>
                <VacancyStatusBadge status={vacancy.status} />
                <div className="form-text">{t('vacancies.form.statusChangeHint')}</div>
                {errors.status && (
                  <div className="invalid-feedback d-block">{errors.status.message}</div>
                )}
              </div>
            ) : (
              <fieldset className="mb-3" aria-describedby="vacancy-status-hint">
                <legend className="form-label fs-6">{t('vacancies.form.fields.status')}</legend>
                <Form.Check
                  type="radio"
                  id="vacancy-status-draft"
                  value="draft"
                  label={t('vacancies.form.statusDraft')}
                  {...register('status')}
                />
                <Form.Check
                  type="radio"
                  id="vacancy-status-open"
                  value="open"
                  label={t('vacancies.form.statusOpen')}
                  isInvalid={!!errors.status}
                  {...register('status')}
                />
                {errors.status ? (
                  <div className="invalid-feedback d-block">{errors.status.message}</div>
                ) : (
                  <Form.Text id="vacancy-status-hint" muted>
                    {t('vacancies.form.hints.status')}
                  </Form.Text>
                )}
              </fieldset>
            )}
            <Form.Group className="mb-3" controlId="vacancy-internal">
              <Form.Check
                type="switch"
                role="switch"
                label={t('vacancies.form.fields.internal')}
                {...register('internal')}
                isInvalid={!!errors.internal}
                aria-describedby="vacancy-internal-hint"
              />
              <Form.Text id="vacancy-internal-hint" muted>
                {t('vacancies.form.hints.internal')}
              </Form.Text>
            </Form.Group>
            <Form.Group controlId="vacancy-closes-at">
              <Form.Label>{t('vacancies.form.fields.closesAt')}</Form.Label>
              <Form.Control
                type="date"
                {...register('closesAt')}
                isInvalid={!!errors.closesAt}
                aria-describedby="vacancy-closes-at-hint"
              />
              {errors.closesAt ? (
                <Feedback error={errors.closesAt} />
              ) : (
                <Form.Text id="vacancy-closes-at-hint" muted>
                  {t('vacancies.form.hints.closesAt')}
                </Form.Text>
              )}
            </Form.Group>
          </Section>
          <Section icon="bi-cash-coin" title={t('vacancies.form.sections.terms')}>
            <Form.Group className="mb-3" controlId="vacancy-contract">
              <Form.Label>{t('vacancies.form.fields.contractType')}</Form.Label>
              <Form.Select {...register('contractType')} isInvalid={!!errors.contractType}>
                {CONTRACT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`vacancies.contractType.${type}`)}
                  </option>
                ))}
              </Form.Select>
              <Feedback error={errors.contractType} />
            </Form.Group>
            <Row className="g-2">
              <Col xs={6}>
                <Form.Group className="mb-3" controlId="vacancy-salary-min">
                  <Form.Label className="small">{t('vacancies.form.fields.salaryMin')}</Form.Label>
                  <Form.Control
                    {...register('salaryMin')}
                    inputMode="numeric"
                    isInvalid={!!errors.salaryMin}
                    placeholder="0"
                  />
                  <Feedback error={errors.salaryMin} />
                </Form.Group>
              </Col>
              <Col xs={6}>
                <Form.Group className="mb-3" controlId="vacancy-salary-max">
                  <Form.Label className="small">{t('vacancies.form.fields.salaryMax')}</Form.Label>
                  <Form.Control
                    {...register('salaryMax')}
                    inputMode="numeric"
                    isInvalid={!!errors.salaryMax}
                    placeholder="0"
                  />
                  <Feedback error={errors.salaryMax} />
                </Form.Group>
              </Col>
              <Col xs={6}>
                <Form.Group className="mb-3 mb-lg-0" controlId="vacancy-currency">
                  <Form.Label>{t('vacancies.form.fields.currency')}</Form.Label>
                  <Form.Control
                    {...register('currency')}
                    list="vacancy-currencies"
                    isInvalid={!!errors.currency}
                    className="text-uppercase"
                    maxLength={3}
                  />
                  <datalist id="vacancy-currencies">
                    {CURRENCIES.map((code) => (
                      <option key={code} value={code} />
                    ))}
                  </datalist>
                  <Feedback error={errors.currency} />
                </Form.Group>
              </Col>
              <Col xs={6}>
                <Form.Group controlId="vacancy-openings">
                  <Form.Label>{t('vacancies.form.fields.openings')}</Form.Label>
                  <Form.Control
                    {...register('openings')}
                    type="number"
                    min={1}
                    max={1000}
                    inputMode="numeric"
                    isInvalid={!!errors.openings}
                  />
                  {errors.openings ? (
                    <Feedback error={errors.openings} />
                  ) : (
                    vacancy &&
                    vacancy.hiredCount > 0 && (
                      <Form.Text muted>
                        {t('vacancies.form.hints.openings', { hired: vacancy.hiredCount })}
                      </Form.Text>
                    )
                  )}
                </Form.Group>
              </Col>
            </Row>
            <Form.Group className="mt-3" controlId="vacancy-salary-visible">
              <Form.Check
                type="switch"
                role="switch"
                label={t('vacancies.form.fields.salaryVisible')}
                {...register('salaryVisible')}
                isInvalid={!!errors.salaryVisible}
                aria-describedby="vacancy-salary-visible-hint"
              />
              <Form.Text id="vacancy-salary-visible-hint" muted>
                {t('vacancies.form.hints.salaryVisible')}
              </Form.Text>
            </Form.Group>
          </Section>
        </Col>
      </Row>
      <div className="vacancy-form__footer d-flex justify-content-end gap-2">
        <Button
          variant="outline-secondary"
          onClick={() => {
            // Cancel is the discard itself: asking again would only repeat it.
            allowLeave();
            onCancel();
          }}
        >
          {t('vacancies.form.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {vacancy ? t('vacancies.form.save') : t('vacancies.form.create')}
        </Button>
      </div>
    </Form>
  );
}
