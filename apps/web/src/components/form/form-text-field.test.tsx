import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormTextField } from './form-text-field';

function Harness({ type }: { type?: string }) {
  const { control } = useForm<{ field: string }>({ defaultValues: { field: '' } });
  return (
    <FormTextField
      name="field"
      control={control}
      label="Field"
      type={type}
      slotProps={{ htmlInput: { maxLength: 15, 'data-testid': 'input' } }}
    />
  );
}

describe('FormTextField', () => {
  it("passes the caller's slot props on to the input", () => {
    render(<Harness />);
    expect(screen.getByTestId('input')).toHaveAttribute('maxlength', '15');
  });

  it('keeps them on a password field beside its show/hide button', () => {
    render(<Harness type="password" />);
    expect(screen.getByTestId('input')).toHaveAttribute('maxlength', '15');
    expect(screen.getByRole('button', { name: /password/i })).toBeInTheDocument();
  });
});
