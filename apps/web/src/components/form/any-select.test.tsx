import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AnySelect } from './any-select';

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <AnySelect
      label="Status"
      anyLabel="Any status"
      value={value}
      options={[
        { value: 'delivered', label: 'Delivered' },
        { value: 'failed', label: 'Failed' },
      ]}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('AnySelect', () => {
  it('reads its empty value as the "any" text, and gives back the chosen value or ""', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveTextContent('Any status');

    await userEvent.click(select);
    await userEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Failed' }),
    );
    expect(onChange).toHaveBeenLastCalledWith('failed');
    expect(select).toHaveTextContent('Failed');

    await userEvent.click(select);
    await userEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Any status' }),
    );
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(select).toHaveTextContent('Any status');
  });
});
