import { Brand } from './parts';
import { VerticalLayout } from './VerticalLayout';

/** A dark side navigation under the product's logo, and a light top bar. */
export function ClassicLayout() {
  return <VerticalLayout name="classic" navigationHeader={<Brand />} />;
}
