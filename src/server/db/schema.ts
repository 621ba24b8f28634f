// Every table of the reference backend, gathered for Drizzle (queries and drizzle-kit migrations).
// Each domain keeps its tables in its own schema.ts.
export * from '../rate-limits/schema';
export * from '../cases/schema';
export * from '../accounts/schema';
export * from '../documents/schema';
export * from '../commissioning/schema';
export * from '../memberships/schema';
export * from '../messages/schema';
export * from '../staff/schema';
export * from '../privacy/schema';
export * from '../reviews/schema';
export * from '../declarations/schema';
