import type { NavigationItem } from './types';

/**
 * Client-side actions a navigation item can run by name (its `function` field), e.g. an
 * item that opens a panel instead of a screen. Features register theirs at start-up.
 */
export type NavigationFunction = (item: NavigationItem) => void;

const registry = new Map<string, NavigationFunction>();

/** Registers an action; returns a function that unregisters it. */
export function registerNavigationFunction(name: string, action: NavigationFunction): () => void {
  registry.set(name, action);
  return () => {
    if (registry.get(name) === action) registry.delete(name);
  };
}

/** Runs the item's action, if it names one that is registered. Returns whether it ran. */
export function runNavigationFunction(item: NavigationItem): boolean {
  if (!item.function) return false;
  const action = registry.get(item.function);
  if (!action) {
    console.warn(`No navigation function is registered as "${item.function}"`);
    return false;
  }
  action(item);
  return true;
}
