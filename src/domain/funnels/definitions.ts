import type { ProductName } from '../products';
import accountFees from './definitions/account-fees.json';
import cosmeticRepairs from './definitions/cosmetic-repairs.json';
import deposit from './definitions/deposit.json';
import dismissal from './definitions/dismissal.json';
import premiumSavings from './definitions/premium-savings.json';
import rentBrake from './definitions/rent-brake.json';
import rentIncrease from './definitions/rent-increase.json';
import rentReduction from './definitions/rent-reduction.json';
import slowInternet from './definitions/slow-internet.json';
import terminationAgreement from './definitions/termination-agreement.json';
import type { FunnelDefinition } from './funnel-definition';

/**
 * The order funnel of every product (definitions/<product>.json). JSON widens the question types
 * to strings, so the shapes are asserted here and checked by tests/unit/domain/funnels/definitions.test.ts
 * (known types, unique slugs, rules that refer to existing questions, texts in both languages).
 */
export const funnelDefinitions: Record<ProductName, FunnelDefinition> = {
  'rent-brake': rentBrake as FunnelDefinition,
  'rent-increase': rentIncrease as FunnelDefinition,
  deposit: deposit as FunnelDefinition,
  'rent-reduction': rentReduction as FunnelDefinition,
  'cosmetic-repairs': cosmeticRepairs as FunnelDefinition,
  dismissal: dismissal as FunnelDefinition,
  'termination-agreement': terminationAgreement as FunnelDefinition,
  'account-fees': accountFees as FunnelDefinition,
  'premium-savings': premiumSavings as FunnelDefinition,
  'slow-internet': slowInternet as FunnelDefinition,
};
