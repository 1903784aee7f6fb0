import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useLayoutEffect,
  useRef,
} from 'react';

/**
 * A row of controls that is one Tab stop (the ARIA toolbar): Left and Right, Home and End
 * go from one to the next. Its controls carry `data-roving-item`; the one last used keeps
 * the Tab stop.
 */
export function RovingToolbar({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const active = useRef(0);
  const items = () =>
    [...(ref.current?.querySelectorAll<HTMLElement>('[data-roving-item]') ?? [])].filter(
      (item) => !item.matches(':disabled'),
    );
  const settle = () => {
    const all = items();
    const stop = Math.min(active.current, all.length - 1);
    all.forEach((item, index) => {
      item.tabIndex = index === stop ? 0 : -1;
    });
  };
  // After every render: a control may have been drawn again, or enabled.
  useLayoutEffect(settle);

  const onFocus = (event: FocusEvent) => {
    const index = items().indexOf(event.target as HTMLElement);
    if (index === -1) return;
    active.current = index;
    settle();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const index = all.indexOf(event.target as HTMLElement);
    if (index === -1 || event.altKey || event.ctrlKey || event.metaKey) return;
    const next =
      event.key === 'ArrowLeft'
        ? index - 1
        : event.key === 'ArrowRight'
          ? index + 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? all.length - 1
              : null;
    if (next === null || !all[next]) return;
    event.preventDefault();
    all[next].focus();
  };
  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={label}
      className={className}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}
