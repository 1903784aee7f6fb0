import { useTranslation } from 'react-i18next';
import { useConfirmation } from '../../../../components/confirmation/ConfirmationProvider';
import type { Notify } from '../../../../components/toasts/Toasts';
import { useDelayedDelete } from '../../../../components/toasts/useDelayedDelete';
import { ApiError } from '../../../../lib/api/errors';

interface CatalogueItem {
  id: string;
  name: string;
  active: boolean;
}

export interface CatalogueDeleteOptions<T extends CatalogueItem> {
  notify: Notify;
  remove: (item: T) => Promise<unknown>;
  deactivate: (item: T) => Promise<unknown>;
  texts: {
    title: string;
    confirm: string;
    refusedTitle: string;
    deactivate: string;
    /** Names the item, e.g. "Acme will be removed for good." */
    message: (item: T) => string;
    deleted: (item: T) => string;
    deactivated: (item: T) => string;
    failed: (item: T) => string;
  };
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : '');

/**
 * Delete with the confirmation dialog and Undo until the toast goes (useDelayedDelete); when
 * the server then refuses because records use the item (409), show its message and offer to
 * deactivate it instead.
 */
export function useCatalogueDelete<T extends CatalogueItem>({
  notify,
  remove,
  deactivate,
  texts,
}: CatalogueDeleteOptions<T>) {
  const confirm = useConfirmation();
  const { t } = useTranslation();

  async function offerDeactivation(item: T, refusal: ApiError) {
    const next = await confirm({
      title: texts.refusedTitle,
      message: refusal.message,
      icon: { name: 'bi-info-circle', color: 'info' },
      actions: item.active
        ? {
            confirm: { label: texts.deactivate, color: 'primary' },
            cancel: { label: t('companies.form.cancel') },
          }
        : { confirm: { show: false }, cancel: { label: t('dataTable.dismiss') } },
      dismissible: true,
    });
    if (next !== 'confirmed' || !item.active) return;
    try {
      await deactivate(item);
      notify('success', texts.deactivated(item));
    } catch (error) {
      notify('danger', `${texts.failed(item)}: ${reasonOf(error)}`);
    }
  }

  const deletes = useDelayedDelete<T>({
    notify,
    remove,
    deletedText: texts.deleted,
    restoredText: (item) => t('common.restored', { name: item.name }),
    onFailed: (item, error) => {
      if (error instanceof ApiError && error.statusCode === 409) {
        void offerDeactivation(item, error);
        return;
      }
      notify('danger', `${texts.failed(item)}: ${reasonOf(error)}`);
    },
  });

  async function onDelete(item: T) {
    const answer = await confirm({
      title: texts.title,
      message: texts.message(item),
      icon: { name: 'bi-trash3' },
      actions: { confirm: { label: texts.confirm } },
    });
    if (answer === 'confirmed') deletes.start(item);
  }

  return { onDelete, withoutOnPage: deletes.withoutOnPage };
}
