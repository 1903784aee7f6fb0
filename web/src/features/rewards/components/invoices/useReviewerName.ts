import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdmin, useAccess } from '../../../../lib/access';
import { useAccountNames } from '../../api/invoices';

/**
 * Who reviewed an invoice, in words: "You", an administrator's view of the account's name,
 * the system for the sample's reviews (no account), or the account's short id otherwise.
 */
export function useReviewerName() {
  const { t } = useTranslation();
  const access = useAccess();
  const names = useAccountNames(isAdmin(access.roles)).data;
  return useCallback(
    (accountId: string | null): string => {
      if (!accountId) return t('invoices.reviewer.system');
      if (accountId === access.accountId) return t('invoices.reviewer.you');
      return names?.get(accountId) ?? t('invoices.reviewer.account', { id: accountId.slice(0, 8) });
    },
    [t, access.accountId, names],
  );
}
