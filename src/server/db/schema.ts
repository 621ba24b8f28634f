// Every table of the reference backend, gathered for Drizzle (queries and drizzle-kit migrations).
// Each domain keeps its tables in its own schema.ts.
export * from './tables/rate-limits';
export * from './tables/cases';
export * from './tables/accounts';
export * from './tables/documents';
export * from './tables/orders';
export * from './tables/memberships';
export * from './tables/messages';
export * from './tables/staff';
export * from './tables/retained-records';
export * from './tables/reviews';
export * from './tables/declarations';
export * from './tables/newsletter';
