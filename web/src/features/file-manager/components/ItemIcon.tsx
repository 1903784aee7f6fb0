import { typeLook } from '../lib/file-types';

export interface ItemIconProps {
  type: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Shows the file type (PDF, XLS...) on a label below the icon. */
  label?: boolean;
}

/** A folder or file type icon, coloured per type. */
export function ItemIcon({ type, size = 'md', label = false }: ItemIconProps) {
  const look = typeLook(type);
  return (
    <span className={`fm-icon fm-icon--${size} fm-tone--${look.tone}`} aria-hidden="true">
      {/* With a label, a plain sheet: the label names the type. */}
      <i className={`bi ${label && type !== 'folder' ? 'bi-file-earmark-fill' : look.icon}`} />
      {label && type !== 'folder' ? <span className="fm-icon__label">{type}</span> : null}
    </span>
  );
}
