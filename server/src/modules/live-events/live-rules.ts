import {
  type AccessRule,
  isAdmin,
  mayAccess,
  type Role,
  SIGNED_IN,
} from '../../common/auth/access';
import type { Entity } from '../../store';

/** Looks a record up in another collection (a card's board), as this server holds it. */
export type RecordLookup = (collection: string, id: string) => Entity | undefined;

/**
 * Who may hear of a change to one collection: the rule of the routes that read it, and
 * for personal records the accounts they belong to (`owners`), worked out from the record.
 * `adminSeesAll`: an administrator reads everyone's (saved reports, every board).
 */
export interface LiveRule {
  access: AccessRule;
  owners?: (record: Entity, lookup: RecordLookup) => readonly string[];
  adminSeesAll?: boolean;
}

const RECRUITER: AccessRule = ['recruiter'];
const REWARDS: AccessRule = ['rewards'];
const PROGRAMME: AccessRule = ['recruiter', 'rewards'];

const field =
  (name: string) =>
  (record: Entity): readonly string[] => {
    const value = (record as unknown as Record<string, unknown>)[name];
    return typeof value === 'string' ? [value] : [];
  };
const ownAccount = field('accountId');
const ownedPersonal: LiveRule = { access: SIGNED_IN, owners: ownAccount };

/** A scrumboard record's audience: its board's members (an administrator sees every board). */
function boardMembers(record: Entity, lookup: RecordLookup): readonly string[] {
  const boardId = (record as unknown as { boardId?: string }).boardId;
  const board = boardId ? lookup('scrumboard-boards', boardId) : undefined;
  return membersOf(board);
}

function membersOf(board: Entity | undefined): readonly string[] {
  const members = (board as unknown as { members?: unknown } | undefined)?.members;
  return Array.isArray(members) ? members.filter((m): m is string => typeof m === 'string') : [];
}

function chatOwner(record: Entity, lookup: RecordLookup): readonly string[] {
  const chatId = (record as unknown as { chatId?: string }).chatId;
  const chat = chatId ? lookup('chats', chatId) : undefined;
  return chat ? ownAccount(chat) : [];
}

/**
 * The collections whose changes reach screens, with the same rules as the routes that
 * read them (each module's `@Access` and its service's ownership checks). A collection
 * missing here (accounts, sessions, password resets, imports under way) is never sent.
 */
export const LIVE_RULES: Readonly<Record<string, LiveRule>> = {
  // Recruitment.
  companies: { access: RECRUITER },
  vacancies: { access: RECRUITER },
  applicants: { access: RECRUITER },
  applications: { access: RECRUITER },
  'interview-slots': { access: RECRUITER },
  favourites: { access: RECRUITER, owners: ownAccount },
  // Rewards.
  rewards: { access: REWARDS },
  redemptions: { access: REWARDS },
  members: { access: REWARDS },
  'points-ledger': { access: REWARDS },
  banners: { access: REWARDS },
  trivias: { access: REWARDS },
  'trivia-completions': { access: REWARDS },
  invoices: { access: REWARDS },
  // Both programmes.
  categories: { access: PROGRAMME },
  activities: { access: PROGRAMME },
  'saved-reports': { access: PROGRAMME, owners: field('ownerId'), adminSeesAll: true },
  // Shared apps of every signed-in account.
  contacts: { access: SIGNED_IN },
  'contact-tags': { access: SIGNED_IN },
  'chat-contacts': { access: SIGNED_IN },
  'inventory-products': { access: SIGNED_IN },
  'inventory-categories': { access: SIGNED_IN },
  'inventory-brands': { access: SIGNED_IN },
  'inventory-vendors': { access: SIGNED_IN },
  'inventory-tags': { access: SIGNED_IN },
  'file-manager-items': { access: SIGNED_IN },
  'help-center-faq-categories': { access: SIGNED_IN },
  'help-center-faqs': { access: SIGNED_IN },
  'help-center-guide-categories': { access: SIGNED_IN },
  'help-center-guides': { access: SIGNED_IN },
  dashboards: { access: SIGNED_IN },
  navigation: { access: SIGNED_IN },
  // Personal apps: each account its own.
  notes: ownedPersonal,
  'note-labels': ownedPersonal,
  tasks: ownedPersonal,
  'task-tags': ownedPersonal,
  'mailbox-mails': ownedPersonal,
  'mailbox-labels': ownedPersonal,
  'mailbox-settings': { access: SIGNED_IN, owners: (record) => [record.id] },
  chats: ownedPersonal,
  'chat-messages': { access: SIGNED_IN, owners: chatOwner },
  messages: ownedPersonal,
  notifications: ownedPersonal,
  shortcuts: ownedPersonal,
  'help-center-support-requests': ownedPersonal,
  // Scrumboard: a board's members (an administrator sees every board).
  'scrumboard-boards': {
    access: SIGNED_IN,
    owners: (record) => membersOf(record),
    adminSeesAll: true,
  },
  'scrumboard-lists': { access: SIGNED_IN, owners: boardMembers, adminSeesAll: true },
  'scrumboard-cards': { access: SIGNED_IN, owners: boardMembers, adminSeesAll: true },
  'scrumboard-labels': { access: SIGNED_IN, owners: boardMembers, adminSeesAll: true },
};

/** The accounts a change of this record belongs to; undefined when its collection is shared. */
export function audienceOf(
  collection: string,
  record: Entity | undefined,
  lookup: RecordLookup,
): readonly string[] | undefined {
  const rule = Object.hasOwn(LIVE_RULES, collection) ? LIVE_RULES[collection] : undefined;
  if (!rule?.owners) return undefined;
  return record ? rule.owners(record, lookup) : [];
}

/** Whether an account may hear of a change: its collection's rule, then its owners. */
export function mayHear(
  account: { accountId: string; roles: readonly Role[] },
  change: { collection: string; audience?: readonly string[] },
): boolean {
  const rule = Object.hasOwn(LIVE_RULES, change.collection)
    ? LIVE_RULES[change.collection]
    : undefined;
  if (!rule || !mayAccess(account.roles, rule.access)) return false;
  if (!rule.owners) return true;
  if (rule.adminSeesAll && isAdmin(account.roles)) return true;
  return change.audience?.includes(account.accountId) ?? false;
}
