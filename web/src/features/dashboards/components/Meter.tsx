/** An amount against its limit or goal, as words and as a bar (red past the limit). */
export function Meter({
  label,
  amount,
  target,
  targetLabel,
  over,
}: {
  label: string;
  /** The amount, formatted. */
  amount: string;
  /** Per cent of the limit or goal reached (may pass 100). */
  target: number;
  /** E.g. "of $20,000 limit". */
  targetLabel: string;
  /** Past a limit: shown in the danger colour. */
  over?: boolean;
}) {
  return (
    <div className="dash-meter">
      <div className="dash-meter__head">
        <span className="dash-meter__label">{label}</span>
        <span className="dash-meter__amount">{amount}</span>
      </div>
      <div
        className="progress dash-meter__bar"
        role="progressbar"
        aria-label={`${label}: ${amount} ${targetLabel}`}
        aria-valuenow={Math.round(Math.min(100, target))}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div
          className={`progress-bar ${over ? 'bg-danger' : 'bg-primary'}`}
          style={{ width: `${Math.min(100, target)}%` }}
        />
      </div>
      <div className={`dash-meter__target ${over ? 'dash-meter__target--over' : ''}`}>
        {targetLabel}
      </div>
    </div>
  );
}
