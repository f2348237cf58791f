/**
 * A bar that fills to `value` of `max` (styles/components.css `.progress`), read out by screen
 * readers as `text` ('Uploading file... 40%', '3 of 5 pages used today').
 */
export function ProgressBar({
  label,
  value,
  max = 100,
  text,
}: {
  label: string;
  value: number;
  max?: number;
  text: string;
}) {
  const percent = max > 0 ? Math.round((Math.min(value, max) / max) * 100) : 0;
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(value, max)}
      aria-valuetext={text}
    >
      <div className="progress__bar" style={{ width: `${percent}%` }} />
    </div>
  );
}
