import { UserMenu } from './UserMenu';

/** The toolbar's right-hand tools, the same in every layout that has a toolbar. */
export function ToolbarActions() {
  return (
    <div className="toolbar-actions">
      <UserMenu />
    </div>
  );
}
