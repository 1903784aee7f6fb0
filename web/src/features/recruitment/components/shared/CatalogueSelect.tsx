import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordSelect } from '../../../../components/record-select';

/** A company or a category as a picker shows it. */
export interface CatalogueRecord {
  id: string;
  name: string;
  active: boolean;
}

export interface CatalogueSelectProps {
  inputId: string;
  /** The chosen record's id ('' for none). */
  value: string;
  onChange: (id: string) => void;
  /** The record the value names when the field opens (its name is known without a search). */
  initial?: CatalogueRecord | null;
  /** The server's search: records holding the words typed, the first ones when empty. */
  loadOptions: (search: string) => Promise<CatalogueRecord[]>;
  /** Inactive records can be chosen (a filter), or only the one the field started with. */
  allowInactive?: boolean;
  ariaLabel?: string;
  placeholder?: string;
  isInvalid?: boolean;
  describedBy?: string;
}

/**
 * A company or category field holding an id: the server searches as one types (no list
 * capped at a page), inactive records are marked and, in forms, cannot be newly chosen.
 */
export function CatalogueSelect({
  inputId,
  value,
  onChange,
  initial = null,
  loadOptions,
  allowInactive = false,
  ariaLabel,
  placeholder,
  isInvalid,
  describedBy,
}: CatalogueSelectProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<CatalogueRecord | null>(initial);
  const known = picked?.id === value ? picked : initial?.id === value ? initial : null;
  const shown = value ? (known ?? { id: value, name: '…', active: true }) : null;
  return (
    <RecordSelect<CatalogueRecord>
      inputId={inputId}
      ariaLabel={ariaLabel}
      value={shown}
      onChange={(record) => {
        setPicked(record);
        onChange(record?.id ?? '');
      }}
      loadOptions={loadOptions}
      getOptionValue={(record) => record.id}
      getOptionLabel={(record) => record.name}
      isOptionDisabled={(record) => !allowInactive && !record.active && record.id !== initial?.id}
      formatOption={(record) =>
        record.active ? (
          record.name
        ) : (
          <span>
            {record.name}{' '}
            <span className="text-body-secondary small">({t('companies.inactive')})</span>
          </span>
        )
      }
      placeholder={placeholder}
      isInvalid={isInvalid}
      describedBy={describedBy}
      isClearable
    />
  );
}
