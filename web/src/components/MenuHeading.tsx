import type { ComponentProps } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';

/**
 * A heading inside a dropdown menu. react-bootstrap's Dropdown.Header has the heading role
 * but no level, which a heading needs (axe: aria-required-attr); its colour is set for
 * both schemes in styles/_app-layout-components.scss.
 */
export function MenuHeading(props: ComponentProps<typeof Dropdown.Header>) {
  return <Dropdown.Header aria-level={2} {...props} />;
}
