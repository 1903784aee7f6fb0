import { useTranslation } from 'react-i18next';
import type { FileItem } from '../api/file-manager';

/** How many files the server's contents text ("3 files") counts, or null. */
export function contentsCount(contents: string | null): number | null {
  const match = contents?.match(/^\s*(\d+)/);
  return match ? Number(match[1]) : null;
}

/** Item texts in the reader's language: type names, contents, dates. */
export function useItemText() {
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return {
    typeName: (item: Pick<FileItem, 'type'>) =>
      item.type === 'folder'
        ? t('fileManager.types.folder')
        : item.type === 'OTHER'
          ? t('fileManager.types.other')
          : t('fileManager.types.file', { type: item.type }),
    contents: (item: Pick<FileItem, 'contents'>) => {
      const count = contentsCount(item.contents);
      return count === null ? (item.contents ?? '') : t('fileManager.contents', { count });
    },
    date: (iso: string) => dateFormat.format(new Date(iso)),
  };
}
