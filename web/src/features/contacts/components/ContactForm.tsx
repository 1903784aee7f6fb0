import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import {
  Controller,
  type FieldError,
  useFieldArray,
  useForm,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../lib/forms';
import {
  type Contact,
  fetchContact,
  useContactTags,
  useCountries,
  useUpdateContact,
} from '../api/contacts-api';
import {
  CONTACT_LIMITS,
  contactFieldPaths,
  contactFormSchema,
  type ContactFormValues,
  EMAIL_LABELS,
  PHONE_LABELS,
  toContactPatch,
  toFormValues,
} from '../lib/contact-form';
import { fieldErrorText } from '../lib/field-error';
import { AvatarEditor } from './AvatarEditor';
import { CountrySelect } from './CountrySelect';
import { TagPicker } from '../../../components/tags/TagPicker';
import { useVersionedSave } from '../../../components/form/useVersionedSave';
import type { Notify } from '../../../components/toasts/Toasts';

export interface ContactFormProps {
  contact: Contact;
  onDone: (contact: Contact) => void;
  onCancel: () => void;
  onManageTags: () => void;
  /** Told whether the form holds unsaved changes (false again when it closes). */
  onDirtyChange?: (dirty: boolean) => void;
  /** Says what the avatar editor did (the page's toasts). */
  notify: Notify;
}

/** A label's translation when it is one of the sample's, the text itself otherwise. */
function useLabelText() {
  const { t } = useTranslation();
  return (label: string) => {
    switch (label) {
      case 'Personal':
        return t('contacts.labels.personal');
      case 'Work':
        return t('contacts.labels.work');
      case 'Mobile':
        return t('contacts.labels.mobile');
      case 'Home':
        return t('contacts.labels.home');
      default:
        return label;
    }
  };
}

function LabelSelect({
  id,
  value,
  options,
  registration,
  ariaLabel,
  invalid,
}: {
  id: string;
  value: string;
  options: readonly string[];
  registration: UseFormRegisterReturn;
  ariaLabel: string;
  invalid: boolean;
}) {
  const labelText = useLabelText();
  // A label the sample does not know (the API takes free text) stays choosable.
  const all = value && !options.includes(value) ? [...options, value] : options;
  return (
    <Form.Select
      id={id}
      {...registration}
      aria-label={ariaLabel}
      isInvalid={invalid}
      className="contact-form__label"
    >
      {all.map((option) => (
        <option key={option} value={option}>
          {labelText(option)}
        </option>
      ))}
    </Form.Select>
  );
}

/**
 * The contact in edit mode. Save sends every field (PATCH merges them); a refusal puts
 * the server's messages beside the fields and keeps everything typed.
 */
export function ContactForm({
  contact,
  onDone,
  onCancel,
  onManageTags,
  onDirtyChange,
  notify,
}: ContactFormProps) {
  const { t } = useTranslation();
  const countries = useCountries();
  const tags = useContactTags();
  const update = useUpdateContact();
  const [message, setMessage] = useState<string | null>(null);
  // The form starts from the contact as it was opened; later answers (an uploaded avatar)
  // do not reset what is being typed.
  const [initial, setInitial] = useState(() => toFormValues(contact));
  const form = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: initial,
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const emails = useFieldArray({ control, name: 'emails' });
  const phones = useFieldArray({ control, name: 'phoneNumbers' });
  const countryList = useMemo(() => countries.data ?? [], [countries.data]);
  const { isDirty } = formState;

  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  const versioned = useVersionedSave({
    record: contact,
    labels: {
      name: t('contacts.fields.name'),
      title: t('contacts.fields.title'),
      company: t('contacts.fields.company'),
      emails: t('contacts.fields.emails'),
      phoneNumbers: t('contacts.fields.phoneNumbers'),
      birthday: t('contacts.fields.birthday'),
      address: t('contacts.fields.address'),
      notes: t('contacts.fields.notes'),
      tags: t('contacts.fields.tags'),
    },
    loadTheirs: (current) => {
      const values = toFormValues(current);
      setInitial(values);
      form.reset(values);
    },
    resubmit: () => void submit(),
    // Its route names no id in the path: a refusal does not carry the contact.
    reload: () => fetchContact(contact.id),
  });

  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      const known = tags.data ? new Set(tags.data.map((tag) => tag.id)) : undefined;
      const saved = await versioned.save((version) =>
        update.mutateAsync({
          id: contact.id,
          contact: toContactPatch(values, initial, known),
          version,
        }),
      );
      if (saved) onDone(saved);
    } catch (failure) {
      setMessage(applyServerErrors(failure, form.setError, contactFieldPaths(values)));
    }
  });

  const error = (field: FieldError | undefined) => fieldErrorText(t, field);
  // A whole list's error (too many rows) sits on the list or, from the resolver, its root.
  const listError = (field: { message?: string; root?: FieldError } | undefined) =>
    field?.message ? fieldErrorText(t, field as FieldError) : error(field?.root);

  return (
    <Form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="contact-form"
      aria-labelledby="contact-form-title"
    >
      <div className="contact-detail__body">
        <h2 id="contact-form-title" className="visually-hidden">
          {t('contacts.editTitle', { name: contact.name })}
        </h2>
        <AvatarEditor contact={contact} notify={notify} />

        {message && (
          <Alert variant="danger" className="mt-3 mb-0" role="alert">
            <i className="bi bi-exclamation-octagon-fill me-2" aria-hidden="true" />
            {message}
          </Alert>
        )}
        <div className="contact-form__notices">{versioned.alert}</div>

        <div className="row g-3 mt-1">
          <Form.Group className="col-12" controlId="contact-name">
            <Form.Label>{t('contacts.fields.name')}</Form.Label>
            <Form.Control
              {...register('name')}
              isInvalid={!!errors.name}
              maxLength={CONTACT_LIMITS.name}
              autoComplete="off"
              autoFocus
            />
            <Form.Control.Feedback type="invalid">{error(errors.name)}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="col-sm-6" controlId="contact-title">
            <Form.Label>{t('contacts.fields.title')}</Form.Label>
            <Form.Control
              {...register('title')}
              isInvalid={!!errors.title}
              maxLength={CONTACT_LIMITS.title}
              autoComplete="off"
            />
            <Form.Control.Feedback type="invalid">{error(errors.title)}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="col-sm-6" controlId="contact-company">
            <Form.Label>{t('contacts.fields.company')}</Form.Label>
            <Form.Control
              {...register('company')}
              isInvalid={!!errors.company}
              maxLength={CONTACT_LIMITS.company}
              autoComplete="off"
            />
            <Form.Control.Feedback type="invalid">{error(errors.company)}</Form.Control.Feedback>
          </Form.Group>
        </div>

        <fieldset className="contact-form__section">
          <legend className="contact-form__legend">{t('contacts.fields.emails')}</legend>
          {emails.fields.length === 0 && (
            <p className="small text-body-secondary mb-2">{t('contacts.empty.emails')}</p>
          )}
          {emails.fields.map((field, index) => {
            const rowErrors = errors.emails?.[index];
            return (
              <div
                key={field.id}
                className="contact-form__row contact-form__row--email"
                data-testid="email-row"
              >
                <div className="min-w-0">
                  <Form.Control
                    type="email"
                    {...register(`emails.${index}.email`)}
                    aria-label={t('contacts.fields.emailN', { n: index + 1 })}
                    placeholder={t('contacts.fields.email')}
                    isInvalid={!!rowErrors?.email}
                    maxLength={CONTACT_LIMITS.email}
                    autoComplete="off"
                  />
                  <Form.Control.Feedback type="invalid">
                    {error(rowErrors?.email)}
                  </Form.Control.Feedback>
                </div>
                <div>
                  <LabelSelect
                    id={`contact-email-label-${index}`}
                    value={form.getValues(`emails.${index}.label`)}
                    options={EMAIL_LABELS}
                    registration={register(`emails.${index}.label`)}
                    ariaLabel={t('contacts.fields.labelN', { n: index + 1 })}
                    invalid={!!rowErrors?.label}
                  />
                  <Form.Control.Feedback type="invalid">
                    {error(rowErrors?.label)}
                  </Form.Control.Feedback>
                </div>
                <Button
                  variant="link"
                  className="contact-form__remove"
                  onClick={() => emails.remove(index)}
                  aria-label={t('contacts.actions.removeEmail', { n: index + 1 })}
                  title={t('contacts.actions.removeEmail', { n: index + 1 })}
                >
                  <i className="bi bi-x-circle" aria-hidden="true" />
                </Button>
              </div>
            );
          })}
          {listError(errors.emails) && (
            <div className="small text-danger mb-2">{listError(errors.emails)}</div>
          )}
          {emails.fields.length < CONTACT_LIMITS.emails && (
            <Button
              size="sm"
              variant="link"
              className="px-0"
              onClick={() => emails.append({ email: '', label: 'Personal' }, { shouldFocus: true })}
            >
              <i className="bi bi-plus-circle me-1" aria-hidden="true" />
              {t('contacts.actions.addEmail')}
            </Button>
          )}
        </fieldset>

        <fieldset className="contact-form__section">
          <legend className="contact-form__legend">{t('contacts.fields.phoneNumbers')}</legend>
          {phones.fields.length === 0 && (
            <p className="small text-body-secondary mb-2">{t('contacts.empty.phones')}</p>
          )}
          {phones.fields.map((field, index) => {
            const rowErrors = errors.phoneNumbers?.[index];
            return (
              <div
                key={field.id}
                className="contact-form__row contact-form__row--phone"
                data-testid="phone-row"
              >
                <div>
                  <Controller
                    control={control}
                    name={`phoneNumbers.${index}.country`}
                    render={({ field: country }) => (
                      <CountrySelect
                        id={`contact-phone-country-${index}`}
                        value={country.value}
                        onChange={country.onChange}
                        onBlur={country.onBlur}
                        countries={countryList}
                        isInvalid={!!rowErrors?.country}
                        label={t('contacts.fields.countryN', { n: index + 1 })}
                        disabled={countries.isPending}
                      />
                    )}
                  />
                  {rowErrors?.country && (
                    <div className="small text-danger mt-1">{error(rowErrors.country)}</div>
                  )}
                </div>
                <div className="min-w-0">
                  <Form.Control
                    type="tel"
                    {...register(`phoneNumbers.${index}.phoneNumber`)}
                    aria-label={t('contacts.fields.phoneN', { n: index + 1 })}
                    placeholder={t('contacts.fields.phoneNumber')}
                    isInvalid={!!rowErrors?.phoneNumber}
                    maxLength={30}
                    autoComplete="off"
                  />
                  <Form.Control.Feedback type="invalid">
                    {error(rowErrors?.phoneNumber)}
                  </Form.Control.Feedback>
                </div>
                <div>
                  <LabelSelect
                    id={`contact-phone-label-${index}`}
                    value={form.getValues(`phoneNumbers.${index}.label`)}
                    options={PHONE_LABELS}
                    registration={register(`phoneNumbers.${index}.label`)}
                    ariaLabel={t('contacts.fields.phoneLabelN', { n: index + 1 })}
                    invalid={!!rowErrors?.label}
                  />
                  <Form.Control.Feedback type="invalid">
                    {error(rowErrors?.label)}
                  </Form.Control.Feedback>
                </div>
                <Button
                  variant="link"
                  className="contact-form__remove"
                  onClick={() => phones.remove(index)}
                  aria-label={t('contacts.actions.removePhone', { n: index + 1 })}
                  title={t('contacts.actions.removePhone', { n: index + 1 })}
                >
                  <i className="bi bi-x-circle" aria-hidden="true" />
                </Button>
              </div>
            );
          })}
          {listError(errors.phoneNumbers) && (
            <div className="small text-danger mb-2">{listError(errors.phoneNumbers)}</div>
          )}
          {phones.fields.length < CONTACT_LIMITS.phoneNumbers && (
            <Button
              size="sm"
              variant="link"
              className="px-0"
              onClick={() => {
                const previous = form.getValues('phoneNumbers').at(-1)?.country;
                phones.append(
                  { country: previous ?? '', phoneNumber: '', label: 'Mobile' },
                  { shouldFocus: false },
                );
              }}
            >
              <i className="bi bi-plus-circle me-1" aria-hidden="true" />
              {t('contacts.actions.addPhone')}
            </Button>
          )}
        </fieldset>

        <div className="row g-3 mt-1">
          <Form.Group className="col-sm-6" controlId="contact-birthday">
            <Form.Label>{t('contacts.fields.birthday')}</Form.Label>
            <Form.Control type="date" {...register('birthday')} isInvalid={!!errors.birthday} />
            <Form.Control.Feedback type="invalid">{error(errors.birthday)}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="col-12" controlId="contact-address">
            <Form.Label>{t('contacts.fields.address')}</Form.Label>
            <Form.Control
              {...register('address')}
              isInvalid={!!errors.address}
              maxLength={CONTACT_LIMITS.address}
              autoComplete="off"
            />
            <Form.Control.Feedback type="invalid">{error(errors.address)}</Form.Control.Feedback>
          </Form.Group>
          <div className="col-12">
            <Form.Label id="contact-tags-label" as="div">
              {t('contacts.fields.tags')}
            </Form.Label>
            <Controller
              control={control}
              name="tags"
              render={({ field }) => (
                <TagPicker
                  ns="contacts"
                  tags={tags.data ?? []}
                  value={field.value}
                  onChange={field.onChange}
                  onManage={onManageTags}
                  invalid={!!errors.tags}
                  labelId="contact-tags-label"
                />
              )}
            />
            {listError(errors.tags) && (
              <div className="small text-danger mt-1">{listError(errors.tags)}</div>
            )}
          </div>
          <Form.Group className="col-12" controlId="contact-notes">
            <Form.Label>{t('contacts.fields.notes')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={5}
              {...register('notes')}
              isInvalid={!!errors.notes}
              aria-describedby="contact-notes-hint"
            />
            <Form.Text id="contact-notes-hint" muted>
              {t('contacts.notesHint')}
            </Form.Text>
            <Form.Control.Feedback type="invalid">{error(errors.notes)}</Form.Control.Feedback>
          </Form.Group>
        </div>
      </div>
      <div className="contact-detail__footer">
        <Button variant="outline-secondary" onClick={onCancel} disabled={formState.isSubmitting}>
          {t('contacts.actions.cancel')}
        </Button>
        <Button type="submit" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting}>
          {formState.isSubmitting && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {t('contacts.actions.save')}
        </Button>
      </div>
    </Form>
  );
}
