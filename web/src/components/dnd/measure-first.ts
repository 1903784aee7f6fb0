import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * dnd-kit measures the drop targets a frame or two after a keyboard pick-up; an arrow
 * pressed before then found no targets and was ignored (a quick typist, or a test). This
 * wrapper measures whatever is not measured yet, then lets `getter` choose as usual.
 */
export function measuringFirst(getter: KeyboardCoordinateGetter): KeyboardCoordinateGetter {
  return (event, args) => {
    const { context } = args;
    const enabled = context.droppableContainers.getEnabled();
    const unmeasured = enabled.some((container) => !context.droppableRects.has(container.id));
    if (context.collisionRect && !unmeasured) return getter(event, args);
    const droppableRects = new Map(context.droppableRects);
    for (const container of enabled) {
      const node = container.node.current;
      if (!droppableRects.has(container.id) && node) {
        droppableRects.set(container.id, node.getBoundingClientRect());
      }
    }
    const collisionRect =
      context.collisionRect ?? context.activeNode?.getBoundingClientRect() ?? null;
    return getter(event, { ...args, context: { ...context, droppableRects, collisionRect } });
  };
}
