import { RedemptionsPage } from './RedemptionsPage';

/** apps/canjes: pending and approved redemptions. */
export function Component() {
  return <RedemptionsPage completed={false} />;
}
