/**
 * The first segment of every resource's query keys, in one place. A feature builds its
 * key factory on its root (`all: queryRoots.sessions`), and when a change in one feature
 * makes another's data stale (signing an account out ends its sessions) it invalidates
 * the other's root from here, as features do not import one another.
 */
export const queryRoots = {
  accounts: ['accounts'],
  sessions: ['sessions'],
} as const;
