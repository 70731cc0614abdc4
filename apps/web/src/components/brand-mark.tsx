/*
 * Plain elements with inline styles, no styling engine: the sign-in page draws the wordmark
 * before MUI has loaded.
 */

/** The CaseCover shield mark, drawn inline so it can sit on any background. */
export function BrandMark({ size = 40, inverted = false }: { size?: number; inverted?: boolean }) {
  const tile = inverted ? '#ffffff' : '#1d5fa8';
  const shield = inverted ? '#1d5fa8' : '#ffffff';
  return (
    <svg viewBox="0 0 64 64" style={{ width: size, height: size, flexShrink: 0 }} aria-hidden="true">
      <rect width="64" height="64" rx="14" fill={tile} />
      <path d="M32 11 49 17v13c0 11.5-7.2 19.6-17 23-9.8-3.4-17-11.5-17-23V17z" fill={shield} />
      <path d="M29 24h6v6h6v6h-6v6h-6v-6h-6v-6h6z" fill={tile} />
    </svg>
  );
}

export function BrandWordmark({ inverted = false }: { inverted?: boolean }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
      <BrandMark size={36} inverted={inverted} />
      <span
        style={{
          fontSize: '1.35rem',
          fontWeight: 700,
          letterSpacing: '-0.01em',
          color: inverted ? '#ffffff' : '#15324f',
        }}
      >
        CaseCover
      </span>
    </div>
  );
}
