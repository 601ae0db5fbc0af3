import type { ReactNode } from 'react';

export interface AlertProps {
  tone?: 'info' | 'success' | 'warning' | 'error';
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** Errors and warnings are announced (role=alert); info and success are polite (role=status). */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  const role = tone === 'error' || tone === 'warning' ? 'alert' : 'status';
  return (
    <div role={role} className={['ui-alert', `ui-alert--${tone}`, className ?? ''].filter(Boolean).join(' ')}>
      {title ? <p className="ui-alert__title">{title}</p> : null}
      {children ? <div className="ui-alert__body">{children}</div> : null}
    </div>
  );
}
