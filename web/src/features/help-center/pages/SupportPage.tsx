import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { TextField } from '../../../components/form/TextField';
import { applyServerErrors } from '../../../lib/forms';
import { type SupportRequest, useSendSupportRequest } from '../api/help-center';
import { HELP_CENTER_PATH, HelpBreadcrumb } from '../components/HelpBreadcrumb';
import '../help-center.css';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
export const MESSAGE_MAX = 5000;

function SupportSent({ request, onAgain }: { request: SupportRequest; onAgain: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: tell keyboard and screen-reader users where they are now.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="hc-sent" aria-labelledby="hc-sent-title" data-testid="hc-support-sent">
      <span className="hc-sent__icon" aria-hidden="true">
        <i className="bi bi-check2-circle" />
      </span>
      <h2 id="hc-sent-title" className="h4 mt-3" tabIndex={-1} ref={heading}>
        {t('helpCenter.support.sentTitle')}
      </h2>
      <p className="text-body-secondary mx-auto">
        {t('helpCenter.support.sentText', { email: request.email })}
      </p>
      <dl className="hc-sent__summary">
        <dt>{t('helpCenter.support.fields.subject')}</dt>
        <dd>{request.subject}</dd>
      </dl>
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        <Link to={HELP_CENTER_PATH} className="btn btn-primary">
          {t('helpCenter.support.backToHelp')}
        </Link>
        <Button variant="outline-secondary" onClick={onAgain}>
          {t('helpCenter.support.sendAnother')}
        </Button>
      </div>
    </section>
  );
}

/** apps/help-center/support: write to the support team. */
export function SupportPage() {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const send = useSendSupportRequest();
  const schema = useMemo(
    () =>
      z.object({
        name: z
          .string()
          .trim()
          .min(1, t('helpCenter.support.validation.name'))
          .max(100, t('helpCenter.support.validation.tooLong', { max: 100 })),
        email: z
          .string()
          .trim()
          .min(1, t('helpCenter.support.validation.emailRequired'))
          .max(254, t('helpCenter.support.validation.tooLong', { max: 254 }))
          .email(t('helpCenter.support.validation.email')),
        subject: z
          .string()
          .trim()
          .min(1, t('helpCenter.support.validation.subject'))
          .max(200, t('helpCenter.support.validation.tooLong', { max: 200 })),
        message: z
          .string()
          .trim()
          .min(1, t('helpCenter.support.validation.message'))
          .max(MESSAGE_MAX, t('helpCenter.support.validation.tooLong', { max: MESSAGE_MAX })),
      }),
    [t],
  );
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });
  const { errors } = form.formState;
  const messageLength = useWatch({ control: form.control, name: 'message' }).length;

  return (
    <div className="hc">
      <HelpBreadcrumb items={[{ label: t('routes.helpCenterSupport') }]} />
      <div className="hc-support">
        <header className="hc-support__intro">
          <h1 className="hc-page-head__title">{t('helpCenter.support.title')}</h1>
          <p className="hc-page-head__text">{t('helpCenter.support.subtitle')}</p>
          <ul className="hc-support__points">
            <li>
              <i className="bi bi-clock" aria-hidden="true" />
              {t('helpCenter.support.pointHours')}
            </li>
            <li>
              <i className="bi bi-reply" aria-hidden="true" />
              {t('helpCenter.support.pointReply')}
            </li>
            <li>
              <i className="bi bi-lightbulb" aria-hidden="true" />
              <span>
                {t('helpCenter.support.pointFaqs')}{' '}
                <Link to={`${HELP_CENTER_PATH}/faqs`} className="text-decoration-underline">
                  {t('helpCenter.support.faqsLink')}
                </Link>
              </span>
            </li>
          </ul>
        </header>
        <div className="card hc-support__card">
          <div className="card-body">
            {send.isSuccess ? (
              <SupportSent
                request={send.data}
                onAgain={() => {
                  form.reset();
                  send.reset();
                }}
              />
            ) : (
              <Form
                noValidate
                aria-labelledby="hc-support-form-title"
                onSubmit={form.handleSubmit((values) => {
                  setFormError(null);
                  send.mutate(values, {
                    onError: (error) =>
                      setFormError(applyServerErrors(error, form.setError, FIELDS)),
                  });
                })}
              >
                <h2 id="hc-support-form-title" className="h5 mb-3">
                  {t('helpCenter.support.formTitle')}
                </h2>
                {formError && (
                  <Alert variant="danger" className="py-2" role="alert">
                    <i className="bi bi-exclamation-circle me-2" aria-hidden="true" />
                    {formError}
                  </Alert>
                )}
                <div className="row g-0 gx-sm-3">
                  <div className="col-sm-6">
                    <TextField
                      label={t('helpCenter.support.fields.name')}
                      autoComplete="name"
                      registration={form.register('name')}
                      error={errors.name}
                    />
                  </div>
                  <div className="col-sm-6">
                    <TextField
                      label={t('helpCenter.support.fields.email')}
                      type="email"
                      autoComplete="email"
                      registration={form.register('email')}
                      error={errors.email}
                    />
                  </div>
                </div>
                <TextField
                  label={t('helpCenter.support.fields.subject')}
                  registration={form.register('subject')}
                  error={errors.subject}
                />
                <Form.Group className="mb-4" controlId="field-message">
                  <Form.Label>{t('helpCenter.support.fields.message')}</Form.Label>
                  <Form.Control
                    as="textarea"
                    rows={7}
                    {...form.register('message')}
                    isInvalid={!!errors.message}
                    aria-describedby="field-message-count"
                  />
                  <Form.Control.Feedback type="invalid">
                    {errors.message?.message}
                  </Form.Control.Feedback>
                  <Form.Text
                    id="field-message-count"
                    className={`d-block text-end${messageLength > MESSAGE_MAX ? ' text-danger' : ''}`}
                  >
                    {t('helpCenter.support.count', { count: messageLength, max: MESSAGE_MAX })}
                  </Form.Text>
                </Form.Group>
                <div className="d-flex justify-content-end">
                  <Button type="submit" disabled={send.isPending} aria-busy={send.isPending}>
                    {send.isPending ? (
                      <Spinner size="sm" className="me-2" aria-hidden="true" />
                    ) : (
                      <i className="bi bi-send me-2" aria-hidden="true" />
                    )}
                    {t('helpCenter.support.submit')}
                  </Button>
                </div>
              </Form>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}

export { SupportPage as Component };
