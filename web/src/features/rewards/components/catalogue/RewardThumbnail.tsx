import { useState } from 'react';

/** A reward's picture, or a calm placeholder when it has none or it cannot be shown. */
export function RewardThumbnail({
  src,
  size = 'sm',
}: {
  src: string | null | undefined;
  /** sm: a table row; card: the top of a card. */
  size?: 'sm' | 'card';
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const className = `reward-thumb reward-thumb--${size}`;
  if (!src || failed === src) {
    return (
      <span className={`${className} reward-thumb--empty`} aria-hidden="true">
        <i className="bi bi-gift" />
      </span>
    );
  }
  // Decorative: the reward's name is next to it.
  return (
    <img src={src} alt="" className={className} loading="lazy" onError={() => setFailed(src)} />
  );
}
