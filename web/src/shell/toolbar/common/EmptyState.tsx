/** A panel with nothing to show: an icon, a title and a line of text. */
export function EmptyState({ icon, title, text }: { icon: string; title: string; text?: string }) {
  return (
    <div className="toolbar-empty" role="status">
      <span className="toolbar-empty__icon" aria-hidden="true">
        <i className={`bi ${icon}`} />
      </span>
      <div className="toolbar-empty__title">{title}</div>
      {text ? <div className="toolbar-empty__text">{text}</div> : null}
    </div>
  );
}
