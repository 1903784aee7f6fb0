/** The two kinds of notice, each a collection of its own. */
export type NoticeKind = 'messages' | 'notifications';

/** A message or a notification of the toolbar panels, kept per account. */
export interface Notice {
  id: string;
  accountId: string;
  title?: string;
  /** Sanitised HTML. */
  description?: string;
  icon?: string;
  image?: string;
  link?: string;
  /** True when `link` is a route of the app, false for an external address. */
  useRouter: boolean;
  time: string;
  read: boolean;
  /** Shown in the panel; mark-all-as-read sets it. Missing in records older than the field. */
  seen?: boolean;
}

/** What the hand-written sample files hold. */
export interface NoticeTemplate extends Omit<Notice, 'id' | 'accountId' | 'time' | 'useRouter'> {
  useRouter?: boolean;
  minutesAgo: number;
}
