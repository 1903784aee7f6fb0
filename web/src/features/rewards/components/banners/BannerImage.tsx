import { useState } from 'react';

/** A banner's picture, small and wide, or a placeholder when it has none. */
export function BannerImage({ src }: { src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <span className="banner-image banner-image--empty" aria-hidden="true">
        <i className="bi bi-image" />
      </span>
    );
  }
  return (
    <img src={src} alt="" className="banner-image" loading="lazy" onError={() => setFailed(src)} />
  );
}
