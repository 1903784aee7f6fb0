/** How each item type looks: a bootstrap-icons name and a colour modifier. */
interface TypeLook {
  icon: string;
  tone: 'folder' | 'pdf' | 'xls' | 'doc' | 'txt' | 'jpg' | 'other';
}

const LOOKS: Record<string, TypeLook> = {
  folder: { icon: 'bi-folder-fill', tone: 'folder' },
  PDF: { icon: 'bi-file-earmark-pdf-fill', tone: 'pdf' },
  XLS: { icon: 'bi-file-earmark-spreadsheet-fill', tone: 'xls' },
  DOC: { icon: 'bi-file-earmark-word-fill', tone: 'doc' },
  TXT: { icon: 'bi-file-earmark-text-fill', tone: 'txt' },
  JPG: { icon: 'bi-file-earmark-image-fill', tone: 'jpg' },
};

const OTHER: TypeLook = { icon: 'bi-file-earmark-fill', tone: 'other' };

export function typeLook(type: string): TypeLook {
  return LOOKS[type] ?? OTHER;
}

export const isFolder = (item: { type: string }) => item.type === 'folder';

/** Image files (every image the server recognises is typed JPG) can be previewed. */
export const isImage = (item: { type: string }) => item.type === 'JPG';
