import { Brand } from './parts';
import { VerticalLayout } from './VerticalLayout';

/** An 80 px band of icons in the theme's colour, titles as tooltips. */
export function ThinLayout() {
  return (
    <VerticalLayout
      name="thin"
      appearance="thin"
      navigationHeader={(drawer) => <Brand logoOnly={drawer.wide} size={36} />}
    />
  );
}
