import { encode } from 'uqr';

/** The otpauth:// URI as a QR code, drawn as one SVG path (no image, no script), black on white in any theme. */
export function TotpQr({ uri, label }: { uri: string; label: string }) {
  const { data, size } = encode(uri, { border: 2 });
  const cells = data.flatMap((row, y) => row.map((isDark, x) => (isDark ? `M${x} ${y}h1v1h-1z` : '')));
  return (
    <svg
      className="staff-totp__qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={cells.join('')} fill="#000" />
    </svg>
  );
}
