import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
  type UseFormGetValues,
  useFieldArray,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_OPTIONS, MAX_QUESTIONS, MIN_OPTIONS } from '../../api/trivias';
import { answerAfterRemoving, emptyQuestion, type TriviaFormValues } from './trivia-form';

interface EditorProps {
  control: Control<TriviaFormValues>;
  register: UseFormRegister<TriviaFormValues>;
  setValue: UseFormSetValue<TriviaFormValues>;
  getValues: UseFormGetValues<TriviaFormValues>;
  errors: FieldErrors<TriviaFormValues>;
  /** Questions locked: the trivia has completions. */
  locked: boolean;
}

/** A message set on a list itself (by the server or the schema): on the list or its root. */
function listMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string' && own) return own;
  const root = (error as { root?: { message?: unknown } }).root?.message;
  return typeof root === 'string' && root ? root : undefined;
}

/** Moves focus to a control of a question once React has put it in its new place. */
function focusLater(selector: string) {
  requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());
}

/**
 * The trivia's questions: add, remove and reorder them; 2 to 6 options each, the right one
 * marked with a radio button.
 */
export function QuestionsEditor(props: EditorProps) {
  const { t } = useTranslation();
  const { control, errors, locked } = props;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'questions' });
  const message = listMessage(errors.questions);

  return (
    <fieldset className="trivia-questions" disabled={locked}>
      <legend className="h6 mb-2">{t('trivias.form.questions')}</legend>
      {message && (
        <div className="alert alert-danger py-2 small" role="alert" data-testid="questions-error">
          {message}
        </div>
      )}
      <ol className="trivia-questions__list">
        {fields.map((field, index) => (
          <li key={field.id} className="trivia-questions__item" data-question={field.id}>
            <QuestionCard
              {...props}
              index={index}
              count={fields.length}
              onMove={(to) => {
                move(index, to);
                focusLater(
                  `[data-question="${field.id}"] [data-move="${to < index ? 'up' : 'down'}"]:not(:disabled)`,
                );
              }}
              onRemove={() => {
                remove(index);
                focusLater('[data-add-question]');
              }}
            />
          </li>
        ))}
      </ol>
      <Button
        variant="outline-primary"
        size="sm"
        onClick={() => {
          append(emptyQuestion(), { focusName: `questions.${fields.length}.text` });
        }}
        disabled={fields.length >= MAX_QUESTIONS}
        data-add-question
      >
        <i className="bi bi-plus-lg me-1" aria-hidden="true" />
        {t('trivias.form.addQuestion')}
      </Button>
      {fields.length >= MAX_QUESTIONS && (
        <span className="small text-body-secondary ms-2">
          {t('trivias.form.maxQuestions', { max: MAX_QUESTIONS })}
        </span>
      )}
    </fieldset>
  );
}

function QuestionCard({
  control,
  register,
  setValue,
  getValues,
  errors,
  index,
  count,
  onMove,
  onRemove,
}: EditorProps & {
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const name = `questions.${index}` as const;
  const { fields, append, remove } = useFieldArray({ control, name: `${name}.options` });
  const questionErrors = errors.questions?.[index];
  const number = index + 1;
  const textId = `question-${index}-text`;
  const answerError = questionErrors?.answer?.message;
  const optionsMessage = listMessage(questionErrors?.options);

  function removeOption(option: number) {
    const answer = getValues(`${name}.answer`);
    remove(option);
    setValue(`${name}.answer`, answerAfterRemoving(answer, option), { shouldDirty: true });
  }

  return (
    <Card className="trivia-question">
      <Card.Header className="d-flex align-items-center gap-2">
        <h3 className="h6 mb-0 me-auto">{t('trivias.form.questionNumber', { number })}</h3>
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={() => onMove(index - 1)}
          disabled={index === 0}
          aria-label={t('trivias.form.moveUp', { number })}
          title={t('trivias.form.moveUp', { number })}
          data-move="up"
        >
          <i className="bi bi-arrow-up" aria-hidden="true" />
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={() => onMove(index + 1)}
          disabled={index === count - 1}
          aria-label={t('trivias.form.moveDown', { number })}
          title={t('trivias.form.moveDown', { number })}
          data-move="down"
        >
          <i className="bi bi-arrow-down" aria-hidden="true" />
        </Button>
        <Button
          size="sm"
          variant="outline-danger"
          onClick={onRemove}
          disabled={count <= 1}
          aria-label={t('trivias.form.removeQuestion', { number })}
          title={t('trivias.form.removeQuestion', { number })}
        >
          <i className="bi bi-trash3" aria-hidden="true" />
        </Button>
      </Card.Header>
      <Card.Body>
        <Form.Group controlId={textId} className="mb-3">
          <Form.Label>{t('trivias.form.questionText')}</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            maxLength={500}
            isInvalid={!!questionErrors?.text}
            {...register(`${name}.text`)}
          />
          <Form.Control.Feedback type="invalid">
            {questionErrors?.text?.message}
          </Form.Control.Feedback>
        </Form.Group>
        <Controller
          control={control}
          name={`${name}.answer`}
          render={({ field: answer }) => (
            <fieldset
              className="trivia-options"
              aria-describedby={answerError ? `question-${index}-answer-error` : undefined}
            >
              <legend className="form-label fs-6 mb-1">{t('trivias.form.options')}</legend>
              <p className="small text-body-secondary mb-2">{t('trivias.form.optionsHint')}</p>
              {fields.map((option, optionIndex) => {
                const optionNumber = optionIndex + 1;
                const optionError = questionErrors?.options?.[optionIndex]?.text?.message;
                const inputId = `question-${index}-option-${optionIndex}`;
                return (
                  <div key={option.id} className="trivia-option">
                    <Form.Check
                      type="radio"
                      id={`${inputId}-right`}
                      name={`question-${index}-answer`}
                      className="trivia-option__radio"
                      checked={answer.value === String(optionIndex)}
                      onChange={() => answer.onChange(String(optionIndex))}
                      onBlur={answer.onBlur}
                      isInvalid={!!answerError}
                      aria-label={t('trivias.form.markRight', { option: optionNumber, number })}
                    />
                    <div className="flex-grow-1 min-w-0">
                      <label htmlFor={inputId} className="visually-hidden">
                        {t('trivias.form.optionLabel', { option: optionNumber, number })}
                      </label>
                      <Form.Control
                        id={inputId}
                        size="sm"
                        maxLength={200}
                        placeholder={t('trivias.form.optionPlaceholder', { option: optionNumber })}
                        isInvalid={!!optionError}
                        {...register(`${name}.options.${optionIndex}.text`)}
                      />
                      <Form.Control.Feedback type="invalid">{optionError}</Form.Control.Feedback>
                    </div>
                    <Button
                      size="sm"
                      variant="link"
                      className="text-danger trivia-option__remove"
                      onClick={() => removeOption(optionIndex)}
                      disabled={fields.length <= MIN_OPTIONS}
                      aria-label={t('trivias.form.removeOption', { option: optionNumber, number })}
                      title={t('trivias.form.removeOption', { option: optionNumber, number })}
                    >
                      <i className="bi bi-x-lg" aria-hidden="true" />
                    </Button>
                  </div>
                );
              })}
              {answerError && (
                <div
                  id={`question-${index}-answer-error`}
                  className="invalid-feedback d-block"
                  data-testid="answer-error"
                >
                  {answerError}
                </div>
              )}
              {optionsMessage && <div className="invalid-feedback d-block">{optionsMessage}</div>}
            </fieldset>
          )}
        />
        <Button
          size="sm"
          variant="link"
          className="px-0 text-decoration-none"
          onClick={() =>
            append({ text: '' }, { focusName: `${name}.options.${fields.length}.text` })
          }
          disabled={fields.length >= MAX_OPTIONS}
          aria-label={t('trivias.form.addOptionTo', { number })}
        >
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          {t('trivias.form.addOption')}
        </Button>
      </Card.Body>
    </Card>
  );
}
