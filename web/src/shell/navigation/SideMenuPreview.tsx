import { useId } from 'react';
import type { SideMenuPreviewProps } from '../../components/side-menu-preview/side-menu-preview';
import { useStaticNavigationDrawer } from './useNavigationDrawer';
import { VerticalNavigation } from './VerticalNavigation';

/** The side navigation inside a page, open, showing `items` instead of the server's tree. */
export function SideMenuPreview({ items, label }: SideMenuPreviewProps) {
  const drawer = useStaticNavigationDrawer();
  const id = useId();
  return (
    <VerticalNavigation
      id={`side-menu-preview-${id}`}
      drawer={drawer}
      scheme="dark"
      preview={items}
      label={label}
    />
  );
}
