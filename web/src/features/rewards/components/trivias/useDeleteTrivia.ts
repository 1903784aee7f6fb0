import { useTranslation } from 'react-i18next';
import { useConfirmation } from '../../../../components/confirmation/ConfirmationProvider';
import type { Notify } from '../../../../components/toasts/Toasts';
import { useDelayedDelete } from '../../../../components/toasts/useDelayedDelete';
import { ApiError } from '../../../../lib/api/errors';
import { type Trivia, useDeleteTrivia, useUpdateTrivia } from '../../api/trivias';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : '');

/**
 * Deletes a trivia after the confirmation dialog, with Undo until the notice goes
 * (useDelayedDelete); when members have completed it the server refuses (409): its message
 * is shown and deactivating is offered instead. Kept by the page, so that switching tabs
 * does not end the Undo.
 */
export function useTriviaDeletes(notify: Notify) {
  const { t } = useTranslation();
  const confirm = useConfirmation();
  const remove = useDeleteTrivia();
  const update = useUpdateTrivia();

  const failed = (trivia: Trivia, error: unknown) =>
    notify('danger', t('trivias.failed.delete', { title: trivia.title, message: reasonOf(error) }));

  async function offerDeactivation(trivia: Trivia, refusal: ApiError) {
    const next = await confirm({
      title: t('trivias.delete.refusedTitle'),
      message: refusal.message,
      icon: { name: 'bi-info-circle', color: 'info' },
      actions: trivia.active
        ? {
            confirm: { label: t('trivias.delete.deactivate'), color: 'primary' },
            cancel: { label: t('trivias.delete.keep') },
          }
        : { confirm: { show: false }, cancel: { label: t('trivias.delete.close') } },
      dismissible: true,
    });
    if (next !== 'confirmed' || !trivia.active) return;
    try {
      await update.mutateAsync({ id: trivia.id, body: { active: false } });
      notify('success', t('trivias.done.deactivated', { title: trivia.title }));
    } catch (error) {
      failed(trivia, error);
    }
  }

  const deletes = useDelayedDelete<Trivia>({
    notify,
    remove: (trivia) => remove.mutateAsync(trivia.id),
    deletedText: (trivia) => t('trivias.done.deleted', { title: trivia.title }),
    restoredText: (trivia) => t('common.restored', { name: trivia.title }),
    onFailed: (trivia, error) => {
      if (error instanceof ApiError && error.statusCode === 409) {
        void offerDeactivation(trivia, error);
        return;
      }
      failed(trivia, error);
    },
  });

  async function onDelete(trivia: Trivia) {
    const answer = await confirm({
      title: t('trivias.delete.title'),
      message: t('trivias.delete.message', { title: trivia.title }),
      icon: { name: 'bi-trash3' },
      actions: { confirm: { label: t('trivias.delete.confirm') } },
    });
    if (answer === 'confirmed') deletes.start(trivia);
  }

  return { onDelete, withoutOnPage: deletes.withoutOnPage };
}

export type TriviaDeletes = ReturnType<typeof useTriviaDeletes>;
