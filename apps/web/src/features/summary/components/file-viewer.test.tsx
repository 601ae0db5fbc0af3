import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDownloadedFile } from '../open-file.ts';
import { FileViewer } from './file-viewer.tsx';

const MESSAGE = 'Error Opening the File.Unsupported document format.';
const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
const heic = new Blob(['....ftypheic'], { type: 'image/heic' });

afterEach(() => {
  delete window.__OWNER_PORTAL_NATIVE__;
});

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
});
