import { Brand, UserCard } from './parts';
import { VerticalLayout } from './VerticalLayout';

/** A glassy gradient navigation with the signed-in user at its foot. */
export function FuturisticLayout() {
  return (
    <VerticalLayout
      name="futuristic"
      variant="futuristic"
      navigationHeader={<Brand />}
      navigationFooter={<UserCard variant="row" />}
    />
  );
}
