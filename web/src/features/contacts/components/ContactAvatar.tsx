import { useState } from 'react';
import { initialsOf } from '../lib/group-contacts';

export interface ContactAvatarProps {
  name: string;
  avatar: string | null;
  /** Pixels; default 40. */
  size?: number;
  className?: string;
}

/**
 * The contact's picture, or their initials in a disc (also when the picture cannot be
 * shown). Decorative: the name is beside it.
 */
export function ContactAvatar({ name, avatar, size = 40, className }: ContactAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: Math.max(12, Math.round(size * 0.38)) };
  const classes = ['contact-avatar', className].filter(Boolean).join(' ');
  return avatar && failed !== avatar ? (
    <img
      src={avatar}
      alt=""
      className={classes}
      style={style}
      loading="lazy"
      onError={() => setFailed(avatar)}
    />
  ) : (
    <span className={`${classes} contact-avatar--initials`} style={style} aria-hidden="true">
      {initialsOf(name) || <i className="bi bi-person" />}
    </span>
  );
}
