import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownApi } from '../../../lib/api/index.ts';

/**
 * Fetches a file with the owner's credentials (a plain link would carry none) in the app's language. The server marks
 * a downloaded statement or invoice read, so the lists are asked again afterwards.
 */
export function fetchFile(path: string, language: string, signal?: AbortSignal): Promise<Blob> {
  const [base = '', search = ''] = path.split('?');
  const query = { ...Object.fromEntries(new URLSearchParams(search)), lang: language };
  return ownApi.get<Blob>(base, { query, responseType: 'blob', headers: { Accept: '*/*' }, signal });
}

/** Hands a file to the browser as a download under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; free the memory after.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export function useDownload(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ path, fileName, language }: { path: string; fileName: string; language: string }) =>
      saveFile(await fetchFile(path, language), fileName),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['documents', propertyId] }),
  });
}
