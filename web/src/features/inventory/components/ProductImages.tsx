import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from 'react-i18next';
import { PRODUCT_IMAGE_URL, PRODUCT_LIMITS } from '../lib/product-form';
import { ProductImage } from './ProductImage';

export interface ProductImagesProps {
  images: string[];
  thumbnail: string | null;
  onChange: (images: string[], thumbnail: string | null) => void;
  /** Messages for single images (by index) from the form or the server. */
  errors?: (string | undefined)[];
  error?: string;
  disabled?: boolean;
}

/**
 * The product's images: the thumbnail large, every image small (choose one as the
 * thumbnail, remove one) and a field to add an image by its address.
 */
export function ProductImages({
  images,
  thumbnail,
  onChange,
  errors = [],
  error,
  disabled,
}: ProductImagesProps) {
  const { t } = useTranslation();
  const urlId = useId();
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function add() {
    const value = url.trim();
    if (!value) return;
    if (!PRODUCT_IMAGE_URL.test(value) || value.length > PRODUCT_LIMITS.imageUrl) {
      setProblem(t('inventory.validation.imageUrl'));
      return;
    }
    if (images.includes(value)) {
      setProblem(t('inventory.images.duplicate'));
      return;
    }
    setProblem(null);
    setUrl('');
    onChange([...images, value], thumbnail ?? value);
  }

  function remove(index: number) {
    const removed = images[index];
    const rest = images.filter((_, position) => position !== index);
    onChange(rest, removed === thumbnail ? (rest[0] ?? null) : thumbnail);
  }

  return (
    <div className="product-images">
      <ProductImage
        src={thumbnail}
        className="product-images__main"
        alt={thumbnail ? t('inventory.images.thumbnail') : ''}
      />
      {images.length > 0 ? (
        <ul className="product-images__list" aria-label={t('inventory.images.title')}>
          {images.map((image, index) => {
            const chosen = image === thumbnail;
            return (
              <li key={image} className={`product-images__item${chosen ? ' is-chosen' : ''}`}>
                <button
                  type="button"
                  className="product-images__choose"
                  onClick={() => onChange(images, image)}
                  aria-pressed={chosen}
                  title={t('inventory.images.choose', { n: index + 1 })}
                  aria-label={t('inventory.images.choose', { n: index + 1 })}
                  disabled={disabled}
                >
                  <ProductImage src={image} />
                  {chosen && (
                    <span className="product-images__badge" aria-hidden="true">
                      <i className="bi bi-star-fill" />
                    </span>
                  )}
                </button>
                <button
                  type="button"
                  className="product-images__remove"
                  onClick={() => remove(index)}
                  aria-label={t('inventory.images.remove', { n: index + 1 })}
                  title={t('inventory.images.remove', { n: index + 1 })}
                  disabled={disabled}
                >
                  <i className="bi bi-x" aria-hidden="true" />
                </button>
                {errors[index] && <span className="visually-hidden">{errors[index]}</span>}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="small text-body-secondary mt-2 mb-0">{t('inventory.images.none')}</p>
      )}
      {errors.some(Boolean) && (
        <ul className="small text-danger list-unstyled mt-2 mb-0">
          {errors.map((message, index) =>
            message ? (
              <li key={index}>{t('inventory.images.errorN', { n: index + 1, message })}</li>
            ) : null,
          )}
        </ul>
      )}
      {error && <div className="small text-danger mt-2">{error}</div>}
      {images.length < PRODUCT_LIMITS.images && (
        <Form.Group className="mt-3">
          <Form.Label className="small mb-1" htmlFor={urlId}>
            {t('inventory.images.add')}
          </Form.Label>
          <InputGroup size="sm" hasValidation>
            <Form.Control
              id={urlId}
              type="url"
              value={url}
              placeholder="https://…"
              isInvalid={!!problem}
              disabled={disabled}
              onChange={(event) => {
                setUrl(event.target.value);
                setProblem(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <Button variant="outline-secondary" onClick={add} disabled={disabled || !url.trim()}>
              {t('inventory.images.addButton')}
            </Button>
            <Form.Control.Feedback type="invalid">{problem}</Form.Control.Feedback>
          </InputGroup>
        </Form.Group>
      )}
    </div>
  );
}
