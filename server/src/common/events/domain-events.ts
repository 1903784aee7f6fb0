/**
 * Names and payloads of the domain events modules publish (through @nestjs/event-emitter).
 * Listeners run before the publishing call returns (emitAsync), so an answer sent after
 * an event already reflects every listener's work.
 */
export const ACCOUNT_CREATED = 'account.created';

export interface AccountCreatedEvent {
  accountId: string;
}

/** An administrator deactivated an account: its sessions must end at once. */
export const ACCOUNT_DEACTIVATED = 'account.deactivated';

export interface AccountDeactivatedEvent {
  accountId: string;
}

/**
 * An account's password changed, whichever way (a reset link, the profile, an
 * administrator): its password-reset links must stop working.
 */
export const ACCOUNT_PASSWORD_CHANGED = 'account.password-changed';

export interface AccountPasswordChangedEvent {
  accountId: string;
}
