import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The top-bar search box writes ?q=; the property list reads it (shared by the shell and the page). */
export function useSearchText(): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const text = params.get('q') ?? '';
  const setText = useCallback(
    (value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set('q', value);
          else next.delete('q');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [text, setText];
}
