/** The unread count on a toolbar button; nothing at 0, "99+" above 99. */
export function CountBadge({ count, label }: { count: number; label?: string }) {
  if (count <= 0) return null;
  return (
    <span className="toolbar-count" data-testid="toolbar-count" aria-label={label}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
