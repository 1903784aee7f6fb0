import { useTranslation } from 'react-i18next';
import { useConfirmation } from '../../../../components/confirmation/ConfirmationProvider';
import type { Notify } from '../../../../components/toasts/Toasts';
import { useDelayedDelete } from '../../../../components/toasts/useDelayedDelete';
import { type Banner, useDeleteBanner, useUpdateBanner } from '../../api/banners';

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Activate or deactivate a banner (with Undo), and delete one through the confirmation
 * dialog, with Undo until the notice goes (useDelayedDelete).
 */
export function useBannerActions(notify: Notify) {
  const { t } = useTranslation();
  const confirm = useConfirmation();
  const update = useUpdateBanner();
  const remove = useDeleteBanner();

  async function setActive(banner: Banner, active: boolean, undoable: boolean) {
    try {
      await update.mutateAsync({ id: banner.id, body: { active } });
    } catch (error) {
      notify('danger', t('banners.done.failed', { title: banner.title, reason: reason(error) }));
      return;
    }
    notify(
      'success',
      active
        ? t('banners.done.activated', { title: banner.title })
        : t('banners.done.deactivated', { title: banner.title }),
      undoable
        ? {
            label: t('banners.actions.undo'),
            onClick: () => void setActive(banner, !active, false),
          }
        : undefined,
    );
  }

  const deletes = useDelayedDelete<Banner>({
    notify,
    remove: (banner) => remove.mutateAsync(banner.id),
    deletedText: (banner) => t('banners.done.deleted', { title: banner.title }),
    restoredText: (banner) => t('common.restored', { name: banner.title }),
    undoLabel: t('banners.actions.undo'),
    onFailed: (banner, error) =>
      notify('danger', t('banners.done.failed', { title: banner.title, reason: reason(error) })),
  });

  async function onDelete(banner: Banner) {
    const answer = await confirm({
      title: t('banners.delete.title'),
      message: t('banners.delete.message', { title: banner.title }),
      icon: { name: 'bi-trash3' },
      actions: { confirm: { label: t('banners.delete.confirm') } },
    });
    if (answer === 'confirmed') deletes.start(banner);
  }

  return {
    toggleActive: (banner: Banner) => setActive(banner, !banner.active, true),
    onDelete,
    /** The banners to show: without those whose delete waits for its Undo to go. */
    without: deletes.without,
  };
}
