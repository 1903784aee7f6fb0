import { useState } from 'react';

/**
 * A product picture, or a calm placeholder when there is none or it cannot be shown. A
 * module of its own: the product list draws these without loading the image editor
 * (ProductImages), the form's rules or their validation library.
 */
export function ProductImage({
  src,
  className,
  alt = '',
}: {
  src: string | null | undefined;
  className?: string;
  alt?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const classes = ['product-image', className].filter(Boolean).join(' ');
  if (!src || failed === src) {
    return (
      <span className={`${classes} product-image--empty`} aria-hidden={alt ? undefined : true}>
        <i className={`bi ${src ? 'bi-image-alt' : 'bi-image'}`} aria-hidden="true" />
        {alt && <span className="visually-hidden">{alt}</span>}
      </span>
    );
  }
  return (
    <img src={src} alt={alt} className={classes} loading="lazy" onError={() => setFailed(src)} />
  );
}
