import type { KeyboardCoordinateGetter, SensorContext } from '@dnd-kit/core';
import { measuringFirst } from './measure-first';

function boxAt(left: number, top: number, size = 100): HTMLElement {
  const node = document.createElement('div');
  const rect = { left, top, width: size, height: size, right: left + size, bottom: top + size };
  node.getBoundingClientRect = () => ({ ...rect, x: left, y: top, toJSON: () => rect });
  return node;
}

/** A card picked up at (0, 300) and one drop target above it. */
function contextAfterPickUp(measured: boolean): SensorContext {
  const target = { id: 'above', node: { current: boxAt(0, 0) } };
  return {
    activeNode: boxAt(0, 300),
    collisionRect: measured ? boxAt(0, 300).getBoundingClientRect() : null,
    droppableRects: new Map(
      measured ? [[target.id, target.node.current.getBoundingClientRect()]] : [],
    ),
    droppableContainers: { getEnabled: () => [target] },
  } as unknown as SensorContext;
}

/** Moves to the first target's corner, or nowhere when nothing is measured (as dnd-kit's own getters do). */
const toFirstTarget: KeyboardCoordinateGetter = (_event, { context }) => {
  const [rect] = [...context.droppableRects.values()];
  if (!rect || !context.collisionRect) return undefined;
  return { x: rect.left, y: rect.top - context.collisionRect.top };
};

function arrowUp(getter: KeyboardCoordinateGetter, context: SensorContext) {
  return getter(new KeyboardEvent('keydown', { code: 'ArrowUp' }), {
    active: 'card',
    context,
    currentCoordinates: { x: 0, y: 300 },
  });
}

describe('a keyboard move right after the pick-up', () => {
  it('is lost without measuring first', () => {
    expect(arrowUp(toFirstTarget, contextAfterPickUp(false))).toBeUndefined();
  });

  it.each([true, false])('reaches the target when measured already: %s', (measured) => {
    expect(arrowUp(measuringFirst(toFirstTarget), contextAfterPickUp(measured))).toEqual({
      x: 0,
      y: -300,
    });
  });

  it('hands an already measured context over untouched', () => {
    const context = contextAfterPickUp(true);
    const seen = jest.fn<
      ReturnType<KeyboardCoordinateGetter>,
      Parameters<KeyboardCoordinateGetter>
    >();
    arrowUp(measuringFirst(seen), context);
    expect(seen.mock.calls[0][1].context).toBe(context);
  });
});
