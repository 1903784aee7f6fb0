import { useTranslation } from 'react-i18next';
import { useConfirmation } from '../../../../components/confirmation/ConfirmationProvider';
import { ApiError } from '../../../../lib/api/errors';
import { type Trivia, useDeleteTrivia, useUpdateTrivia } from '../../api/trivias';

/**
 * Deletes a trivia after the confirmation dialog; when members have completed it the
 * server refuses (409): its message is shown and deactivating is offered instead.
 */
export function useDeleteOrDeactivateTrivia() {
  const { t } = useTranslation();
  const confirm = useConfirmation();
  const remove = useDeleteTrivia();
  const update = useUpdateTrivia();
  return async (trivia: Trivia): Promise<'deleted' | 'deactivated' | 'cancelled'> => {
    const answer = await confirm({
      title: t('trivias.delete.title'),
      message: t('trivias.delete.message', { title: trivia.title }),
      icon: { name: 'bi-trash3' },
      actions: { confirm: { label: t('trivias.delete.confirm') } },
    });
    if (answer !== 'confirmed') return 'cancelled';
    try {
      await remove.mutateAsync(trivia.id);
      return 'deleted';
    } catch (error) {
      if (!(error instanceof ApiError) || error.statusCode !== 409) throw error;
      const next = await confirm({
        title: t('trivias.delete.refusedTitle'),
        message: error.message,
        icon: { name: 'bi-info-circle', color: 'info' },
        actions: trivia.active
          ? {
              confirm: { label: t('trivias.delete.deactivate'), color: 'primary' },
              cancel: { label: t('trivias.delete.keep') },
            }
          : { confirm: { show: false }, cancel: { label: t('trivias.delete.close') } },
        dismissible: true,
      });
      if (next !== 'confirmed' || !trivia.active) return 'cancelled';
      await update.mutateAsync({ id: trivia.id, body: { active: false } });
      return 'deactivated';
    }
  };
}
