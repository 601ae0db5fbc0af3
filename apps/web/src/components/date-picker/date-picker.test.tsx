import { fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatePickerHarness } from './date-picker-harness.tsx';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

const openPicker = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Choose date' }));
  return screen.getByRole('dialog');
};
const day = (name: string) => screen.getByRole('button', { name });

//      July 2026
//  Mo Tu We Th Fr Sa Su
//         1  2  3  4  5
//   6  7  8  9 10 11 12
//  13 14 15 16 17 18 19
//  20 21 22 23 24 25 26
//  27 28 29 30 31
describe('DatePicker: the month grid', () => {
  it.each([
    ['en-US', 'ltr', 'Monday', 'Monday, July 6, 2026', 'July 2026', '07/10/2026'],
    ['ru-RU', 'ltr', 'понедельник', 'понедельник, 6 июля 2026 г.', 'Июль 2026 г.', '10.07.2026'],
    ['ar-AE-u-nu-latn', 'rtl', 'الاثنين', 'الاثنين، 6 يوليو 2026', 'يوليو 2026', '10/07/2026'],
  ])(
    'puts Monday in the first column in %s, with the month and days named in that language',
    (locale, dir, monday, day6, title, field) => {
      render(
        <div dir={dir}>
          <DatePickerHarness locale={locale} />
        </div>,
      );
      expect(screen.getByLabelText('From date')).toHaveValue(field);
      const dialog = openPicker();
      const headers = within(dialog).getAllByRole('columnheader');
      expect(headers).toHaveLength(7);
      expect(headers[0]).toHaveAccessibleName(monday);
      expect(within(dialog).getByRole('table')).toHaveAccessibleName(title);
      const rows = within(dialog).getAllByRole('row');
      // Row 0 is the header; July 1st is a Wednesday, so the first week starts with two empty Monday/Tuesday cells.
      expect(rows[1]?.querySelectorAll('td')[2]).toHaveTextContent('1');
      expect(within(rows[1] as HTMLElement).queryAllByRole('button')).toHaveLength(5);
      const firstCellOfWeek2 = rows[2]?.querySelector('td button');
      expect(firstCellOfWeek2).toHaveAccessibleName(day6);
      expect(firstCellOfWeek2).toHaveAttribute('data-date', '2026-07-06');
    },
  );

  it('marks the chosen day and emits the picked day as YYYY-MM-DD, then closes back to the field', () => {
    const onChange = vi.fn();
    render(<DatePickerHarness onChange={onChange} />);
    openPicker();
    expect(day('Friday, July 10, 2026')).toHaveAttribute('aria-pressed', 'true');
    expect(day('Thursday, July 9, 2026')).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(day('Thursday, July 23, 2026'));
    expect(onChange).toHaveBeenCalledWith('2026-07-23');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('From date')).toHaveValue('07/23/2026');
    expect(screen.getByLabelText('From date')).toHaveFocus();
    openPicker();
    expect(day('Thursday, July 23, 2026')).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the days before min and after max disabled, and they cannot be picked', () => {
    const onChange = vi.fn();
    render(<DatePickerHarness min="2026-07-08" max="2026-08-04" onChange={onChange} />);
    const dialog = openPicker();
    expect(day('Tuesday, July 7, 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Wednesday, July 1, 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Wednesday, July 8, 2026')).not.toHaveAttribute('aria-disabled');
    fireEvent.click(day('Tuesday, July 7, 2026'));
    fireEvent.keyDown(day('Tuesday, July 7, 2026'), { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBe(dialog);
    // June lies wholly before min: the way back is closed.
    const previous = within(dialog).getByRole('button', { name: 'Previous month' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(previous);
    expect(within(dialog).getByRole('table')).toHaveAccessibleName('July 2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next month' }));
    expect(within(dialog).getByRole('table')).toHaveAccessibleName('August 2026');
    expect(within(dialog).getByRole('button', { name: 'Next month' })).toHaveAttribute('aria-disabled', 'true');
    expect(day('Wednesday, August 5, 2026')).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(day('Wednesday, August 5, 2026'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(day('Tuesday, August 4, 2026'));
    expect(onChange).toHaveBeenCalledWith('2026-08-04');
  });

  it('names the buttons in the app language', async () => {
    await i18next.changeLanguage('ru');
    render(<DatePickerHarness locale="ru-RU" />);
    fireEvent.click(screen.getByRole('button', { name: 'Выбрать дату' }));
    const dialog = screen.getByRole('dialog', { name: 'Выбрать дату' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Следующий месяц' }));
    expect(within(dialog).getByRole('table')).toHaveAccessibleName('Август 2026 г.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Предыдущий месяц' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Предыдущий месяц' }));
    expect(within(dialog).getByRole('table')).toHaveAccessibleName('Июнь 2026 г.');
  });

  it('keeps the label and the error wiring of a text field, and does not open when disabled', () => {
    const { rerender } = render(<DatePickerHarness error="Check-out must be after check-in" hint="Pick a day" />);
    const field = screen.getByLabelText('From date');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Pick a day Check-out must be after check-in');
    rerender(<DatePickerHarness disabled />);
    expect(screen.getByLabelText('From date')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose date' })).toBeDisabled();
    fireEvent.click(screen.getByLabelText('From date'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a press outside without choosing', () => {
    const onChange = vi.fn();
    render(
      <>
        <DatePickerHarness onChange={onChange} />
        <p>elsewhere</p>
      </>,
    );
    openPicker();
    fireEvent.pointerDown(screen.getByText('elsewhere'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('DatePicker: typing a date', () => {
  const field = () => screen.getByLabelText('From date') as HTMLInputElement;
  const type = (text: string) => fireEvent.input(field(), { target: { value: text } });

  it("shows the format, reads what is typed in the language's order as the day it names, and tidies it on leaving", () => {
    const onChange = vi.fn();
    render(<DatePickerHarness onChange={onChange} />);
    expect(field()).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    expect(field()).toHaveAccessibleDescription('MM/DD/YYYY · Fri, Jul 10, 2026');
    type('7/23/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-07-23');
    expect(field()).toHaveAccessibleDescription('MM/DD/YYYY · Thu, Jul 23, 2026');
    fireEvent.blur(field());
    expect(field()).toHaveValue('07/23/2026');
    openPicker();
    expect(day('Thursday, July 23, 2026')).toHaveAttribute('aria-pressed', 'true');
  });

  it('says plainly that an impossible day is not in the calendar, once the owner leaves the field', () => {
    const onChange = vi.fn();
    render(<DatePickerHarness onChange={onChange} />);
    type('02/30/2026');
    expect(onChange).toHaveBeenLastCalledWith('02/30/2026');
    expect(screen.queryByText(/no date/)).toBeNull();
    fireEvent.blur(field());
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(
      /There is no date 02\/30\/2026 in the calendar\. Check the day and the month\./,
    );
    expect(field()).toHaveValue('02/30/2026');
  });

  it("asks for the format when the text cannot be read as a date, in the owner's language", async () => {
    await i18next.changeLanguage('ru');
    render(<DatePickerHarness locale="ru-RU" />);
    expect(field()).toHaveValue('10.07.2026');
    type('10 июля');
    fireEvent.blur(field());
    expect(
      screen.getByText(
        `Введите дату в формате ДД.ММ.ГГГГ, например 31.12.${new Date().getFullYear()}, или выберите её в календаре.`,
      ),
    ).toBeInTheDocument();
    type('23.07.2026');
    expect(screen.queryByText(/Введите дату/)).toBeNull();
  });

  it('reads Arabic figures in day/month/year order', async () => {
    await i18next.changeLanguage('ar');
    const onChange = vi.fn();
    render(
      <div dir="rtl">
        <DatePickerHarness locale="ar-AE-u-nu-latn" onChange={onChange} />
      </div>,
    );
    expect(field()).toHaveAttribute('placeholder', 'يوم/شهر/سنة');
    type('٢٣/٠٧/٢٠٢٦');
    expect(onChange).toHaveBeenLastCalledWith('2026-07-23');
    fireEvent.blur(field());
    expect(field()).toHaveValue('23/07/2026');
  });
});
