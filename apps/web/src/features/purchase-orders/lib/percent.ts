import { taxRateToPercent } from '@tradeworks/contracts/purchase-orders';

/** A stored tax fraction as the form shows it: "0.0825" → "8.25%". */
export const percent = (rate: string): string => `${taxRateToPercent(rate)}%`;
