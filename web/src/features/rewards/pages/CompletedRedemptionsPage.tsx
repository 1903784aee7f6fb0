import { RedemptionsPage } from './RedemptionsPage';

/** apps/canjes-completados: delivered and cancelled redemptions. */
export function Component() {
  return <RedemptionsPage completed />;
}
