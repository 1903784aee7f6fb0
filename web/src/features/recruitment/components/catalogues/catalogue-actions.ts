import { useTranslation } from 'react-i18next';
import { useConfirmation } from '../../../../components/confirmation/ConfirmationProvider';
import { ApiError } from '../../../../lib/api/errors';

/**
 * Delete with the confirmation dialog; when the server refuses because records use the
 * item (409), show its message and offer to deactivate it instead.
 */
export function useDeleteOrDeactivate(texts: {
  title: string;
  confirm: string;
  refusedTitle: string;
  deactivate: string;
}) {
  const confirm = useConfirmation();
  const { t } = useTranslation();
  return async ({
    message,
    remove,
    deactivate,
    active,
  }: {
    /** Names the item, e.g. "Acme will be removed for good." */
    message: string;
    remove: () => Promise<unknown>;
    deactivate: () => Promise<unknown>;
    active: boolean;
  }): Promise<'deleted' | 'deactivated' | 'cancelled'> => {
    const answer = await confirm({
      title: texts.title,
      message,
      icon: { name: 'bi-trash3' },
      actions: { confirm: { label: texts.confirm } },
    });
    if (answer !== 'confirmed') return 'cancelled';
    try {
      await remove();
      return 'deleted';
    } catch (error) {
      if (!(error instanceof ApiError) || error.statusCode !== 409) throw error;
      const next = await confirm({
        title: texts.refusedTitle,
        message: error.message,
        icon: { name: 'bi-info-circle', color: 'info' },
        actions: active
          ? {
              confirm: { label: texts.deactivate, color: 'primary' },
              cancel: { label: t('companies.form.cancel') },
            }
          : { confirm: { show: false }, cancel: { label: t('dataTable.dismiss') } },
        dismissible: true,
      });
      if (next !== 'confirmed' || !active) return 'cancelled';
      await deactivate();
      return 'deactivated';
    }
  };
}
