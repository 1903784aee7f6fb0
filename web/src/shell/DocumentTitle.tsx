import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteHandle } from './route-handle';

/** Keeps the browser tab's title on the current screen: "Tablero Resumen · Talento Admin". */
export function DocumentTitle() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const title = handle
    ? t('shell.documentTitle', { title: t(handle.titleKey) })
    : t('common.appName');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
