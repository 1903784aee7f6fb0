import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';

/** Two or three periods (this week, last week...), one pressed. */
export function PeriodToggle<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  /** The group's accessible name, e.g. "Period of the issues summary". */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <ButtonGroup size="sm" aria-label={label} className="dash-toggle">
      {options.map((option) => (
        <Button
          key={option.value}
          variant={option.value === value ? 'primary' : 'outline-secondary'}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </ButtonGroup>
  );
}
