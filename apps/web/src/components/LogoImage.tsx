/** A logo image, or a placeholder with the name's initial. */
export function LogoImage({ src, name, size = 28 }: { src: string | null | undefined; name: string | null; size?: number }) {
  if (src) return <img className="contract-logo" src={src} alt="" width={size} height={size} data-testid="contract-logo-img" />;
  const initial = (name ?? '').trim().charAt(0).toUpperCase() || '?';
  return (
    <span className="contract-logo contract-logo-placeholder" style={{ width: size, height: size }} aria-hidden="true">
      {initial}
    </span>
  );
}
