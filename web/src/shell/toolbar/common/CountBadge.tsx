/**
 * The unread count on a toolbar button; nothing at 0, "99+" above 99. The digits are drawn
 * by CSS (data-count), so the button's name stays its visible purpose; `label` (with `id`)
 * says the count to assistive technology through the button's aria-describedby.
 */
export function CountBadge({ count, label, id }: { count: number; label: string; id: string }) {
  if (count <= 0) return null;
  return (
    <span
      className="toolbar-count"
      data-testid="toolbar-count"
      data-count={count > 99 ? '99+' : count}
    >
      <span id={id} className="visually-hidden">
        {label}
      </span>
    </span>
  );
}
