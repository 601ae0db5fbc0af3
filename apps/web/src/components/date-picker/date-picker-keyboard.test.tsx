import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '../ui/index.ts';
import { DatePickerHarness } from './date-picker-harness.tsx';

const field = () => screen.getByLabelText('From date');
const focused = () => document.activeElement?.getAttribute('data-date');
const press = (key: string, options: { shiftKey?: boolean } = {}) => {
  if (!document.activeElement) throw new Error('nothing has the focus');
  fireEvent.keyDown(document.activeElement, { key, ...options });
};

function PickerInModal({ onClose }: { onClose: () => void }) {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <Modal
      isOpen={isOpen}
      title="Block Owner Stay"
      onClose={() => {
        onClose();
        setIsOpen(false);
      }}
    >
      <DatePickerHarness />
    </Modal>
  );
}

//      July 2026                 August 2026
//  Mo Tu We Th Fr Sa Su       Mo Tu We Th Fr Sa Su
//         1  2  3  4  5                       1  2
//   6  7  8  9 10 11 12        3  4  5  6  7  8  9
//  13 14 15 16 17 18 19       10 11 12 13 14 15 16
//  20 21 22 23 24 25 26       ...
//  27 28 29 30 31
describe('DatePicker: keyboard', () => {
  it('opens from the field with ArrowDown on the chosen day; arrows move by day and week, PageUp/PageDown by month', () => {
    render(<DatePickerHarness />);
    field().focus();
    press('ArrowDown');
    const dialog = screen.getByRole('dialog', { name: 'Choose date' });
    expect(focused()).toBe('2026-07-10');
    press('ArrowRight');
    expect(focused()).toBe('2026-07-11');
    press('ArrowDown');
    expect(focused()).toBe('2026-07-18');
    press('ArrowLeft');
    expect(focused()).toBe('2026-07-17');
    press('ArrowUp');
    expect(focused()).toBe('2026-07-10');
    press('Home');
    expect(focused()).toBe('2026-07-06');
    press('End');
    expect(focused()).toBe('2026-07-12');
    press('PageDown');
    expect(focused()).toBe('2026-08-12');
    expect(within(dialog).getByRole('table')).toHaveAccessibleName('August 2026');
    press('PageUp', { shiftKey: true });
    expect(focused()).toBe('2025-08-12');
    press('PageDown', { shiftKey: true });
    press('PageUp');
    expect(focused()).toBe('2026-07-12');
    // Only one day is in the Tab order: the one with the focus.
    const tabbableDays = within(dialog)
      .getAllByRole('button')
      .filter((button) => button.dataset.date && button.tabIndex === 0);
    expect(tabbableDays.map((button) => button.dataset.date)).toEqual(['2026-07-12']);
  });

  it('moves across month ends and chooses with Enter or Space, giving the focus back to the field', () => {
    const onChange = vi.fn();
    render(<DatePickerHarness value="2026-07-31" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose date' }));
    press('ArrowRight');
    expect(focused()).toBe('2026-08-01');
    press('Enter');
    expect(onChange).toHaveBeenLastCalledWith('2026-08-01');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue('08/01/2026');
    press('ArrowDown');
    expect(focused()).toBe('2026-08-01');
    press('ArrowUp');
    press(' ');
    expect(onChange).toHaveBeenLastCalledWith('2026-07-25');
  });

  it('mirrors the arrows right to left: ArrowLeft moves forward in Arabic', () => {
    render(
      <div dir="rtl">
        <DatePickerHarness locale="ar-AE-u-nu-latn" />
      </div>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Choose date' }));
    press('ArrowLeft');
    expect(focused()).toBe('2026-07-11');
    press('ArrowRight');
    press('ArrowRight');
    expect(focused()).toBe('2026-07-09');
  });

  it('keeps the focus within min and max', () => {
    render(<DatePickerHarness value="2026-07-09" min="2026-07-08" max="2026-07-14" />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose date' }));
    press('ArrowLeft');
    press('ArrowLeft');
    expect(focused()).toBe('2026-07-08');
    press('ArrowDown');
    expect(focused()).toBe('2026-07-14');
    press('PageDown');
    expect(focused()).toBe('2026-07-14');
  });

  it('Escape closes without choosing and returns the focus to the field; Tab stays in the picker', () => {
    const onChange = vi.fn();
    render(<DatePickerHarness onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose date' }));
    const dialog = screen.getByRole('dialog');
    const previous = within(dialog).getByRole('button', { name: 'Previous month' });
    const next = within(dialog).getByRole('button', { name: 'Next month' });
    press('Tab');
    expect(previous).toHaveFocus();
    press('Tab');
    expect(next).toHaveFocus();
    press('Tab');
    expect(focused()).toBe('2026-07-10');
    press('Tab', { shiftKey: true });
    expect(next).toHaveFocus();
    press('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field()).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('inside a modal, Escape closes the picker only', () => {
    const onModalClose = vi.fn();
    render(<PickerInModal onClose={onModalClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose date' }));
    expect(screen.getByRole('dialog', { name: 'Choose date' })).toBeInTheDocument();
    press('Escape');
    expect(screen.queryByRole('dialog', { name: 'Choose date' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Block Owner Stay' })).toBeInTheDocument();
    expect(onModalClose).not.toHaveBeenCalled();
    expect(field()).toHaveFocus();
    press('Escape');
    expect(onModalClose).toHaveBeenCalledTimes(1);
  });
});
