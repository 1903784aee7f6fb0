import { type ComponentPropsWithoutRef, forwardRef } from 'react';

export interface IconButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'children'> {
  /** A bootstrap-icons class, e.g. 'bi-bell'. */
  icon: string;
  /** The accessible name (and usually the tooltip). */
  label: string;
  size?: 'md' | 'sm';
}

/** A round, borderless icon button that takes its colour from the bar or panel it sits in. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, size = 'md', className, type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      className={`toolbar-icon-btn toolbar-icon-btn--${size}${className ? ` ${className}` : ''}`}
      {...props}
    >
      <i className={`bi ${icon}`} aria-hidden="true" />
    </button>
  );
});
