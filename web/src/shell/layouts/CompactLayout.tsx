import { Brand } from './parts';
import { VerticalLayout } from './VerticalLayout';

/** A 112 px navigation with each icon above its label; nested items open in an aside. */
export function CompactLayout() {
  return (
    <VerticalLayout
      name="compact"
      appearance="compact"
      variant="compact"
      navigationHeader={(drawer) => <Brand logoOnly={drawer.wide} size={40} />}
    />
  );
}
