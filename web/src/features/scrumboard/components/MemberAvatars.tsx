import type { Member } from '../api/scrumboard-api';

/** Up to two initials of a name: "Lucía Fernández" → "LF". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((word) => word[0]!.toLocaleUpperCase()).join('') || '?';
}

export function MemberAvatar({ member, size = 'md' }: { member: Member; size?: 'sm' | 'md' }) {
  return member.avatar ? (
    <img
      className={`sb-avatar sb-avatar--${size}`}
      src={member.avatar}
      alt={member.name}
      title={member.name}
    />
  ) : (
    <span
      className={`sb-avatar sb-avatar--${size}`}
      role="img"
      aria-label={member.name}
      title={member.name}
    >
      {initials(member.name)}
    </span>
  );
}

/** Overlapping avatars; past `max` a "+n" counter names the rest. */
export function MemberAvatars({
  members,
  max = 4,
  size = 'md',
}: {
  members: readonly Member[];
  max?: number;
  size?: 'sm' | 'md';
}) {
  if (members.length === 0) return null;
  const shown = members.slice(0, max);
  const rest = members.slice(max);
  return (
    <span className="sb-avatars">
      {shown.map((member) => (
        <MemberAvatar key={member.id} member={member} size={size} />
      ))}
      {rest.length > 0 && (
        <span
          className={`sb-avatar sb-avatar--${size} sb-avatar--more`}
          role="img"
          aria-label={rest.map((member) => member.name).join(', ')}
          title={rest.map((member) => member.name).join(', ')}
        >
          +{rest.length}
        </span>
      )}
    </span>
  );
}
