import { useTranslation } from 'react-i18next';
import { useNoteImageSrc } from '../api/notes-api';

/**
 * A note's picture: uploaded ones are fetched with the token (they are the account's
 * only), samples and pictures not yet saved (data URLs) are shown as they are.
 */
export function NoteImage({
  url,
  alt = '',
  className,
}: {
  url: string;
  alt?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { src, failed } = useNoteImageSrc(url.startsWith('data:') ? null : url);
  const shown = url.startsWith('data:') ? url : src;
  if (failed) {
    return (
      <div className={`note-image note-image--missing ${className ?? ''}`}>
        <i className="bi bi-image me-2" aria-hidden="true" />
        {t('notes.image.failed')}
      </div>
    );
  }
  if (!shown) {
    return (
      <div className={`note-image note-image--loading placeholder-glow ${className ?? ''}`}>
        <span className="placeholder w-100 h-100" />
      </div>
    );
  }
  return <img src={shown} alt={alt} className={`note-image ${className ?? ''}`} />;
}
