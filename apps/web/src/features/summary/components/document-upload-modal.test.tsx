import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock.ts';
import { renderRoute } from '../../../test/render.tsx';
import { passport, property, signInOwner } from '../test-fixtures.ts';
import { DocumentUploadModal, type UploadTarget } from './document-upload-modal.tsx';

const PDF = () => new File(['%PDF-1.7\n%…'], 'deed.pdf', { type: 'application/pdf' });
const HTML_AS_PDF = () =>
  new File(['<!doctype html><script>alert(1)</script>'], 'passport.pdf', { type: 'application/pdf' });

let sent: FormData | null;
const onUploaded = vi.fn();

function renderModal(target: UploadTarget) {
  signInOwner();
  sent = null;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/api/owner_document' && init?.body instanceof FormData) {
      sent = init.body;
      return jsonResponse(201, { owner_document: { ...passport, doc_type: 'title_deed', doc_type_id: 2 } });
    }
    return jsonResponse(404, { status: 404, code: 'NOT_FOUND', title: 'NOT_FOUND', detail: 'No route' });
  });
  vi.stubGlobal('fetch', fetchMock);
  renderRoute({
    path: '/',
    url: '/',
    element: <DocumentUploadModal property={property} target={target} onClose={() => {}} onUploaded={onUploaded} />,
  });
  return screen.getByRole('dialog', { name: 'Upload a document' });
}

const choose = (dialog: HTMLElement, file: File) =>
  fireEvent.change(within(dialog).getByLabelText('File'), { target: { files: [file] } });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-03-10T06:00:00Z'));
  onUploaded.mockReset();
});

describe('document upload modal (docs/product/settings-property-summary.md#owner-documents)', () => {
  it('keeps submit disabled without a file, and for a passport without an expiry', async () => {
    const dialog = renderModal({ type: 'passport' });
    const submit = within(dialog).getByRole('button', { name: 'Upload' });
    expect(submit).toBeDisabled();
    choose(dialog, PDF());
    await vi.waitFor(() => expect(within(dialog).getByLabelText('File')).not.toHaveAttribute('aria-invalid'));
    expect(submit).toBeDisabled();
    expect(within(dialog).getByLabelText('Expiry date')).toBeInTheDocument();
  });

  it('takes a Title Deed or NOC without an expiry, and sends the fields of docs/product/settings-property-summary.md#owner-documents', async () => {
    const dialog = renderModal({ type: 'passport' });
    fireEvent.change(within(dialog).getByLabelText('Document type'), { target: { value: 'title_deed' } });
    expect(within(dialog).getByText('NOC and Title Deed need no expiry date.')).toBeInTheDocument();
    choose(dialog, PDF());
    const submit = within(dialog).getByRole('button', { name: 'Upload' });
    await vi.waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    await vi.waitFor(() => expect(onUploaded).toHaveBeenCalledWith('title_deed'));
    const form = sent as FormData | null;
    if (!form) throw new Error('nothing was sent');
    expect(form.get('doc_type_id')).toBe('2');
    expect(form.get('propertyId')).toBe('7');
    expect(form.get('expires_at')).toBe('');
    expect((form.get('doc_file') as File).name).toBe('deed.pdf');
  });

  it('refuses a file that is not an image or a PDF by its content, whatever its name, with a clear message', async () => {
    const dialog = renderModal({ type: 'noc' });
    choose(dialog, HTML_AS_PDF());
    expect(
      await within(dialog).findByText('Only images (PNG, JPEG, WebP, HEIC) and PDF files can be uploaded.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(sent).toBeNull();
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const dialog = renderModal({ type: 'noc' });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    choose(dialog, big);
    expect(
      await within(dialog).findByText('The file is larger than 10 MB. Please choose a smaller one.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('names a typed expiry before today under the field and keeps Upload disabled; today is fine', async () => {
    const dialog = renderModal({ type: 'passport' });
    choose(dialog, PDF());
    const expiry = within(dialog).getByLabelText('Expiry date');
    const submit = within(dialog).getByRole('button', { name: 'Upload' });
    fireEvent.input(expiry, { target: { value: '03/09/2030' } });
    expect(await within(dialog).findByText('The expiry date cannot be before today.')).toBeInTheDocument();
    expect(expiry).toHaveAttribute('aria-invalid', 'true');
    // The DEWA sentence is for DEWA bills only.
    expect(within(dialog).queryByText(/already 50 days old/)).toBeNull();
    await vi.waitFor(() => expect(within(dialog).getByLabelText('File')).not.toHaveAttribute('aria-invalid'));
    expect(submit).toBeDisabled();
    fireEvent.input(expiry, { target: { value: '03/10/2030' } });
    await vi.waitFor(() => expect(submit).toBeEnabled());
    expect(within(dialog).queryByText('The expiry date cannot be before today.')).toBeNull();
  });

  it.each([
    ['01/18/2030', 'The DEWA bill must be issued within the last 50 days.'],
    ['03/11/2030', 'The issue date cannot be after today.'],
  ])('names a typed DEWA issue date of %s under the field and keeps Upload disabled', async (typed, message) => {
    const dialog = renderModal({ type: 'dewa_bill' });
    choose(dialog, PDF());
    fireEvent.input(within(dialog).getByLabelText('Bill issue date'), { target: { value: typed } });
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    // No preview of an expiry the server would refuse.
    expect(within(dialog).queryByText(/^Expiry date:/)).toBeNull();
    await vi.waitFor(() => expect(within(dialog).getByLabelText('File')).not.toHaveAttribute('aria-invalid'));
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('warns that a DEWA bill issued exactly 50 days ago shows as expired, and still takes it', async () => {
    const dialog = renderModal({ type: 'dewa_bill' });
    choose(dialog, PDF());
    fireEvent.input(within(dialog).getByLabelText('Bill issue date'), { target: { value: '01/19/2030' } });
    expect(
      await within(dialog).findByText('This bill is already 50 days old and will show as expired.'),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled());
  });

  it('asks a DEWA bill for its issue date between 50 days ago and today', async () => {
    const dialog = renderModal({ type: 'dewa_bill' });
    choose(dialog, PDF());
    expect(within(dialog).getByLabelText('Bill issue date')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Expiry date')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose date' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose date' });
    const day = (date: string) => picker.querySelector(`button[data-date="${date}"]`);
    expect(day('2030-03-11')).toHaveAttribute('aria-disabled', 'true');
    // 50 days before Sunday 10 March 2030 is Saturday 19 January: the earliest issue date offered.
    const previous = within(picker).getByRole('button', { name: 'Previous month' });
    fireEvent.click(previous);
    fireEvent.click(previous);
    expect(day('2030-01-18')).toHaveAttribute('aria-disabled', 'true');
    expect(day('2030-01-19')).not.toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(within(picker).getByRole('button', { name: 'Next month' }));
    fireEvent.click(within(picker).getByRole('button', { name: 'Next month' }));
    expect(day('2030-03-10')).not.toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(day('2030-03-10') as HTMLElement);
    expect(
      await within(dialog).findByText(
        'Expiry date: June 8, 2030 (issue date + 90 days). Valid as proof until April 28, 2030.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Next reminder e-mail: April 29, 2030')).toBeInTheDocument();
    await vi.waitFor(() => expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled());
  });
});
