import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDownloadedFile } from '../../lib/files/open-file.ts';
import { FileViewer } from './file-viewer.tsx';

const MESSAGE = 'Error Opening the File.Unsupported document format.';
const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
const heic = new Blob(['....ftypheic'], { type: 'image/heic' });

afterEach(() => {
  delete window.__OWNER_PORTAL_NATIVE__;
});

/** A web view with the system share sheet (Web Share with files); `share` is what the sheet does. */
function withShareSheet(share: (data: ShareData) => Promise<void>) {
  const calls: ShareData[] = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    canShare: (data: ShareData) => (data.files?.length ?? 0) > 0,
    share: (data: ShareData) => {
      calls.push(data);
      return share(data);
    },
  });
  return calls;
}

describe('opening a stored file', () => {
  it('downloads it under its name on the web', async () => {
    vi.stubGlobal('URL', { ...URL, createObjectURL: () => 'blob:x', revokeObjectURL: () => {} });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    expect(await openDownloadedFile(pdf, 'passport.pdf')).toEqual({ mode: 'saved' });
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('passport.pdf');
  });

  it('in the wrapper: a PDF opens in the iOS viewer, and on Android says the format is unsupported', async () => {
    vi.stubGlobal('URL', { ...URL, createObjectURL: () => 'blob:x', revokeObjectURL: () => {} });
    window.__OWNER_PORTAL_NATIVE__ = { platform: 'ios', version: '1.3.0' };
    const ios = await openDownloadedFile(pdf, 'passport.pdf');
    expect(ios).toMatchObject({ mode: 'viewer', type: 'application/pdf' });
    window.__OWNER_PORTAL_NATIVE__ = { platform: 'android', version: '1.3.0' };
    const android = await openDownloadedFile(pdf, 'passport.pdf');
    expect(android).toMatchObject({ mode: 'viewer', type: '' });
    if (android.mode !== 'viewer') throw new Error('no viewer');
    render(<FileViewer viewer={android} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'passport.pdf' })).toHaveTextContent(MESSAGE);
  });

  it('shows the message when the web view cannot decode an image', async () => {
    vi.stubGlobal('URL', { ...URL, createObjectURL: () => 'blob:heic', revokeObjectURL: () => {} });
    window.__OWNER_PORTAL_NATIVE__ = { platform: 'android', version: '1.3.0' };
    const opened = await openDownloadedFile(heic, 'deed.heic');
    if (opened.mode !== 'viewer') throw new Error('no viewer');
    render(<FileViewer viewer={opened} onClose={() => {}} />);
    const image = screen.getByRole('img', { name: 'deed.heic' });
    expect(screen.queryByText(MESSAGE)).toBeNull();
    fireEvent.error(image);
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
  });

  it('in a wrapper whose web view has a share sheet, a PDF it cannot show is handed to another app', async () => {
    vi.stubGlobal('URL', { ...URL, createObjectURL: () => 'blob:x', revokeObjectURL: () => {} });
    const shared = withShareSheet(async () => {});
    window.__OWNER_PORTAL_NATIVE__ = { platform: 'android', version: '1.3.0' };
    const opened = await openDownloadedFile(pdf, 'statement-marina-2030-02.pdf');
    if (opened.mode !== 'viewer') throw new Error('no viewer');
    expect(opened).toMatchObject({ type: '', canShare: true });
    render(<FileViewer viewer={opened} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'statement-marina-2030-02.pdf' });
    expect(dialog).not.toHaveTextContent(MESSAGE);
    expect(dialog).toHaveTextContent('This file cannot be shown inside the app.');
    fireEvent.click(screen.getByRole('button', { name: 'Open in another app' }));
    await waitFor(() => expect(shared).toHaveLength(1));
    const file = shared[0]?.files?.[0];
    expect(file?.name).toBe('statement-marina-2030-02.pdf');
    expect(file?.type).toBe('application/pdf');
    expect(screen.queryByText(MESSAGE)).toBeNull();
  });

  it('a share sheet that cannot take the file after all shows the message; closing the sheet does not', async () => {
    vi.stubGlobal('URL', { ...URL, createObjectURL: () => 'blob:x', revokeObjectURL: () => {} });
    let refusal = new DOMException('Share canceled', 'AbortError');
    const shared = withShareSheet(async () => {
      throw refusal;
    });
    window.__OWNER_PORTAL_NATIVE__ = { platform: 'android', version: '1.3.0' };
    const opened = await openDownloadedFile(pdf, 'passport.pdf');
    if (opened.mode !== 'viewer') throw new Error('no viewer');
    render(<FileViewer viewer={opened} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open in another app' }));
    await waitFor(() => expect(shared).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByText(MESSAGE)).toBeNull();

    refusal = new DOMException('No app takes it', 'DataError');
    fireEvent.click(screen.getByRole('button', { name: 'Open in another app' }));
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open in another app' })).toBeNull();
  });
});
