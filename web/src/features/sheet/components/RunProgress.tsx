import ProgressBar from 'react-bootstrap/ProgressBar';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format';

/** A step running on the server: how far it got, in words and as a bar. */
export function RunProgress({
  text,
  done,
  total,
}: {
  text: string;
  /** Null: the step does not count (the import's one commit). */
  done: number | null;
  total: number;
}) {
  const { i18n } = useTranslation();
  const percent = done === null || total === 0 ? null : Math.round((done / total) * 100);
  return (
    <div role="status" className="my-3" data-testid="sheet-progress">
      <div className="small mb-1">{text}</div>
      <ProgressBar
        now={percent ?? 100}
        animated
        striped
        label={percent === null ? undefined : formatPercent(percent, i18n.language)}
        visuallyHidden={percent === null}
        aria-label={text}
      />
    </div>
  );
}
