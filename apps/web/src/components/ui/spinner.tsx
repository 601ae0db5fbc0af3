export function Spinner({ size = 'medium' }: { size?: 'small' | 'medium' | 'large' }) {
  return <span className={`ui-spinner ui-spinner--${size}`} aria-hidden="true" />;
}
