import { useId } from 'react';

export interface LogoProps {
  /** Width and height in pixels. */
  size?: number;
  className?: string;
  /** Accessible name; without it the logo is decorative (the product name is beside it). */
  title?: string;
}

/** The Talento Admin mark: a teal tile holding a "T" and a spark for the rewards side. */
export function Logo({ size = 32, className, title }: LogoProps) {
  // useId's characters are not all valid inside url(#...); keep the safe ones.
  const id = useId().replace(/[^\w-]/g, '');
  const gradientId = `logo-gradient-${id}`;
  const titleId = `logo-title-${id}`;
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-labelledby={title ? titleId : undefined}
      focusable="false"
    >
      {title ? <title id={titleId}>{title}</title> : null}
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#14b8a6" />
          <stop offset="1" stopColor="#0f766e" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path
        d="M9.5 10.5h13M16 10.5v12"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
      <path
        d="M23.5 18.5l.9 1.9 1.9.9-1.9.9-.9 1.9-.9-1.9-1.9-.9 1.9-.9z"
        fill="#ccfbf1"
        stroke="#ccfbf1"
        strokeWidth="0.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}
