import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useNativeForm } from './native-form';
import { schemaRules } from './schema-rules';

const Schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  agreed: z.boolean().refine((ticked) => ticked, 'Please agree'),
  proof: z.custom<FileList | null>(),
});
const rules = () => Promise.resolve(schemaRules(Schema));

function Form({ onSubmit }: { onSubmit: (values: z.output<typeof Schema>) => void }) {
  const { formProps, errors, isSubmitting } = useNativeForm<z.output<typeof Schema>, 'name' | 'agreed'>({ rules, onSubmit });
  return (
    <form {...formProps}>
      <label htmlFor="name">Name</label>
      <input id="name" name="name" aria-invalid={errors.name ? true : undefined} aria-describedby={errors.name ? 'name-error' : undefined} />
      {errors.name ? <p id="name-error">{errors.name}</p> : null}
      <label>
        <input type="checkbox" name="agreed" aria-invalid={errors.agreed ? true : undefined} /> I agree
      </label>
      {errors.agreed ? <p>{errors.agreed}</p> : null}
      <label htmlFor="proof">Proof</label>
      <input id="proof" type="file" name="proof" />
      <button type="submit">{isSubmitting ? 'Sending...' : 'Send'}</button>
    </form>
  );
}

describe('useNativeForm', () => {
  it('shows each field its first message, focuses the first invalid field and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please agree')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-describedby', 'name-error');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("after a failed submit, a field's message follows its value", async () => {
    render(<Form onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Asha');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Please agree')).toBeInTheDocument();
  });

  it("hands the schema's output over: text trimmed, the box ticked, the picker's files", async () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    const file = new File(['%PDF'], 'proof.pdf', { type: 'application/pdf' });
    await userEvent.type(screen.getByLabelText('Name'), ' Asha ');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await userEvent.upload(screen.getByLabelText('Proof'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const [values] = onSubmit.mock.calls[0] as [z.output<typeof Schema>];
    expect(values.name).toBe('Asha');
    expect(values.agreed).toBe(true);
    expect(values.proof?.[0]).toBe(file);
  });
});
