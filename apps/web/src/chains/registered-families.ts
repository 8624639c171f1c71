/**
 * Families registered beside the product's (a test's own family): their views and list rows.
 * family-views.ts and row-families.ts read these lists once, when they are evaluated, and the chain
 * registry (registry.ts) builds each chain's view then: register first (with the chain itself, core
 * registerChain), then import the app dynamically.
 */
import type { FamilyView } from './family-view';
import type { SomeFamilyRows } from './family-rows';

const views: FamilyView[] = [];
const rows: SomeFamilyRows[] = [];

export function registerFamilyView(view: FamilyView, familyRows: SomeFamilyRows): void {
  views.push(view);
  rows.push(familyRows);
}

export const registeredViews = (): readonly FamilyView[] => views;
export const registeredRows = (): readonly SomeFamilyRows[] => rows;
