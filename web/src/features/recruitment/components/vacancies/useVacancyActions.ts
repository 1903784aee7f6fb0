import { useTranslation } from 'react-i18next';
import { useConfirmation } from '../../../../components/confirmation/ConfirmationProvider';
import type { Notify } from '../../../../components/toasts/Toasts';
import { useDelayedDelete } from '../../../../components/toasts/useDelayedDelete';
import {
  useDeleteVacancy,
  useVacancyAction,
  type Vacancy,
  type VacancyAction,
} from '../../api/vacancies';

/**
 * The status actions and delete of a vacancy, each confirmed when it is hard to undo
 * (close, delete), reporting the outcome through `notify`; a delete offers Undo until its
 * notice goes (useDelayedDelete).
 */
export function useVacancyActions(notify: Notify) {
  const { t } = useTranslation();
  const confirm = useConfirmation();
  const change = useVacancyAction();
  const remove = useDeleteVacancy();

  function failed(vacancy: Vacancy, error: unknown) {
    const reason = error instanceof Error ? error.message : '';
    notify('danger', `${t('vacancies.actionFailed', { code: vacancy.code })}: ${reason}`);
  }

  async function run(vacancy: Vacancy, action: VacancyAction) {
    const title = vacancy.title || t('vacancies.untitled');
    if (action === 'close') {
      const answer = await confirm({
        title: t('vacancies.close.title'),
        message: t('vacancies.close.message', { code: vacancy.code, title }),
        icon: { name: 'bi-lock' },
        actions: { confirm: { label: t('vacancies.close.confirm') } },
      });
      if (answer !== 'confirmed') return;
    }
    try {
      await change.mutateAsync({ id: vacancy.id, action });
      notify('success', t(`vacancies.done.${action}`, { code: vacancy.code }));
    } catch (error) {
      failed(vacancy, error);
    }
  }

  const deletes = useDelayedDelete<Vacancy>({
    notify,
    remove: (vacancy) => remove.mutateAsync(vacancy.id),
    deletedText: (vacancy) => t('vacancies.done.delete', { code: vacancy.code }),
    restoredText: (vacancy) => t('common.restored', { name: vacancy.code }),
    onFailed: failed,
  });

  async function destroy(vacancy: Vacancy) {
    const answer = await confirm({
      title: t('vacancies.delete.title'),
      message: t('vacancies.delete.message', {
        code: vacancy.code,
        title: vacancy.title || t('vacancies.untitled'),
      }),
      icon: { name: 'bi-trash3' },
      actions: { confirm: { label: t('vacancies.delete.confirm') } },
    });
    if (answer === 'confirmed') deletes.start(vacancy);
  }

  /** The vacancy whose change is under way, to disable its menu. */
  const busyId = change.isPending
    ? change.variables?.id
    : remove.isPending
      ? remove.variables
      : null;
  /** `withoutOnPage` leaves out the vacancies whose delete waits for its Undo to go. */
  return { run, destroy, busyId, withoutOnPage: deletes.withoutOnPage };
}
