import type { ComponentType } from 'react';
import type { LayoutName } from '../config/config';
import { ClassicLayout } from './ClassicLayout';
import { ClassyLayout } from './ClassyLayout';
import { CompactLayout } from './CompactLayout';
import { DenseLayout } from './DenseLayout';
import { EmptyLayout } from './EmptyLayout';
import { FuturisticLayout } from './FuturisticLayout';
import {
  CenteredLayout,
  EnterpriseLayout,
  MaterialLayout,
  ModernLayout,
} from './HorizontalLayouts';
import { ThinLayout } from './ThinLayout';

/** Every layout by its name. */
export const LAYOUT_COMPONENTS: Record<LayoutName, ComponentType> = {
  empty: EmptyLayout,
  centered: CenteredLayout,
  enterprise: EnterpriseLayout,
  material: MaterialLayout,
  modern: ModernLayout,
  classic: ClassicLayout,
  classy: ClassyLayout,
  compact: CompactLayout,
  dense: DenseLayout,
  futuristic: FuturisticLayout,
  thin: ThinLayout,
};
