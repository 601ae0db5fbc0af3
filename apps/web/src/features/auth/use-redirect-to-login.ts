import { REDIRECT_AFTER_PASSWORD_MS } from '@portal/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import type { LoginNotice } from './login-page.tsx';

/** docs/product/sign-in-and-session.md#password-reset "Reset and set password": once `isDone`, the owner goes to /login after 3 seconds. */
export function useRedirectToLogin(isDone: boolean, notice?: LoginNotice): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(
      () => navigate(paths.login.getHref(), { replace: true, state: notice ? { notice } : null }),
      REDIRECT_AFTER_PASSWORD_MS,
    );
    return () => clearTimeout(timer);
  }, [isDone, notice, navigate]);
}
