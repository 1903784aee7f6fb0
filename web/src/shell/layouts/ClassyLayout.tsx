import { Brand, UserCard } from './parts';
import { VerticalLayout } from './VerticalLayout';

/**
 * The default layout: a dark side navigation topped by the company's logo and name and
 * a card of the signed-in user (picture or a default icon, name, address).
 */
export function ClassyLayout() {
  return (
    <VerticalLayout
      name="classy"
      navigationHeader={
        <>
          <Brand company />
          <UserCard variant="card" />
        </>
      }
    />
  );
}
