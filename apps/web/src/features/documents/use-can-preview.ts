import { useEffect, useState } from 'react';
import { getNativeInfo } from '../../lib/native/platform.ts';

// docs/product/statements.md#pdfs-and-downloads: the compact layout is 800 px wide or less; there a PDF is downloaded, not shown in an overlay.
const WIDE = '(min-width: 801px)';

/** Whether a PDF is previewed in an overlay: on wide screens in a browser, not on phones nor in the native wrapper. */
export function useCanPreview(): boolean {
  const [isWide, setIsWide] = useState(() => window.matchMedia?.(WIDE).matches ?? false);
  const [isNative, setIsNative] = useState(true);
  useEffect(() => {
    const query = window.matchMedia?.(WIDE);
    const onChange = () => setIsWide(query?.matches ?? false);
    query?.addEventListener('change', onChange);
    let isCurrent = true;
    void getNativeInfo()
      .then((info) => isCurrent && setIsNative(info.platform !== 'web'))
      .catch(() => isCurrent && setIsNative(false));
    return () => {
      isCurrent = false;
      query?.removeEventListener('change', onChange);
    };
  }, []);
  return isWide && !isNative;
}
