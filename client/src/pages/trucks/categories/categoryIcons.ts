import { IconContainer, IconTruck, IconTruckDelivery, IconTruckLoading } from '@tabler/icons-react';
import type { CategoryKey } from './categories';

export const CATEGORY_ICONS: Record<CategoryKey, typeof IconTruck> = {
  tractor: IconTruck,
  rigid: IconTruckDelivery,
  chassis: IconTruckLoading,
  curtain: IconContainer,
};
