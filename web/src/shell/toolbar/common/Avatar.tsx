/** A round picture, or the initials of the name when there is none. */
export function Avatar({
  src,
  name,
  size = 40,
  className,
}: {
  src: string | null | undefined;
  name: string;
  size?: number;
  className?: string;
}) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.38) };
  const classes = `toolbar-avatar${className ? ` ${className}` : ''}`;
  if (src) return <img src={src} alt="" className={classes} style={style} />;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <span className={`${classes} toolbar-avatar--initials`} style={style} aria-hidden="true">
      {initials || '?'}
    </span>
  );
}
