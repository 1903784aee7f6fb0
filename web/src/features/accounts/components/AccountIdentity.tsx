import type { StaffAccount } from '../api/accounts';

export function displayName(account: Pick<StaffAccount, 'name' | 'surname' | 'email'>): string {
  return `${account.name} ${account.surname}`.trim() || account.email;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/** Picture (or initials), name and email of an account, for the list's first column. */
export function AccountIdentity({ account }: { account: StaffAccount }) {
  const name = displayName(account);
  return (
    <div className="d-flex align-items-center gap-2 min-w-0">
      {account.avatar ? (
        <img src={account.avatar} alt="" className="account-avatar" width={36} height={36} />
      ) : (
        <span className="avatar-initials" aria-hidden="true">
          {initials(name)}
        </span>
      )}
      <div className="min-w-0">
        <div className="fw-semibold text-truncate">{name}</div>
        <a
          href={`mailto:${account.email}`}
          className="small text-body-secondary text-decoration-none text-truncate d-block"
        >
          {account.email}
        </a>
      </div>
    </div>
  );
}
