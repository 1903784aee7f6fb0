import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from './parts';
import { VerticalLayout } from './VerticalLayout';

/**
 * An 80 px icon navigation that opens to full width on hover or focus; dense on wide
 * screens, the default look on small ones. A top-bar button switches it to full width.
 */
export function DenseLayout() {
  const { t } = useTranslation();
  const [dense, setDense] = useState(true);
  return (
    <VerticalLayout
      name="dense"
      appearance={dense ? 'dense' : 'default'}
      navigationHeader={<Brand size={36} />}
      headerStart={(drawer) =>
        drawer.wide ? (
          <button
            type="button"
            className="btn app-icon-button"
            aria-label={t('layout.menu.dense')}
            aria-pressed={!dense}
            onClick={() => setDense((value) => !value)}
          >
            <i
              className={`bi ${dense ? 'bi-arrow-bar-right' : 'bi-arrow-bar-left'}`}
              aria-hidden="true"
            />
          </button>
        ) : null
      }
    />
  );
}
