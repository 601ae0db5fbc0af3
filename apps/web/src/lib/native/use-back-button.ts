import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { getNativeInfo } from './platform.ts';

/**
 * In the native wrapper, the device's back button goes to `href` (docs/product/help.md#help-screens: on help it goes to /properties) instead of
 * the previous history entry. On the web nothing is registered.
 */
export function useBackButtonTo(href: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    let isActive = true;
    let remove: (() => Promise<void>) | undefined;
    void (async () => {
      const { platform } = await getNativeInfo();
      if (platform === 'web' || !isActive) return;
      const { App } = await import('@capacitor/app');
      const handle = await App.addListener('backButton', () => navigate(href, { replace: true }));
      if (isActive) remove = () => handle.remove();
      else await handle.remove();
    })().catch((error: unknown) => console.warn('The back button could not be set up', error));
    return () => {
      isActive = false;
      void remove?.();
    };
  }, [href, navigate]);
}
