/**
 * The first segment of every shared resource's query keys, in one place. A resource's
 * key factory builds on its root (`all: queryRoots.sessions`); a change that makes
 * another resource's data stale (signing an account out ends its sessions, a hire
 * changes the vacancy) invalidates that resource's root from here, never a hand-typed
 * key, and features, which do not import one another, meet here.
 */
export const queryRoots = {
  accounts: ['accounts'],
  sessions: ['sessions'],
  /** The signed-in account, as GET /api/common/user answers it. */
  currentUser: ['common', 'user'],
  /** The side and top menus (GET /api/common/navigation), which the menu editor changes. */
  navigation: ['navigation'],
  activities: ['activities'],
  applicants: ['applicants'],
  applications: ['applications'],
  categories: ['categories'],
  companies: ['companies'],
  favourites: ['favourites'],
  interviewSlots: ['interview-slots'],
  vacancies: ['vacancies'],
} as const;
