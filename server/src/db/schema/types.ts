import { customType } from 'drizzle-orm/pg-core';

/** bytea column mapped to a Node Buffer on both PGlite (Uint8Array) and node-postgres (Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});
