// The import's progress bar: a label with counts ("Importing: 1,200 of 20,000 tasks") over a bar
// that says the same to a screen reader (aria-valuetext), for the upload, the server's reading and
// the commit (issue 43, item 5: a bar with counts, not a spinner).
export function ImportProgress({
  id,
  label,
  done,
  total,
}: {
  id: string;
  label: string;
  done: number;
  total: number;
}) {
  const pct = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
  return (
    <div className="space-y-2" data-testid="import-progress">
      <p className="text-sm" id={id} aria-live="polite">
        {label}
      </p>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={label}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
