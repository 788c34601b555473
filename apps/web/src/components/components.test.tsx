import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './modal';
import { Select } from './select';
import { TextInput } from './text-input';

describe('TextInput', () => {
  it('shows the error line under the field and marks the input invalid', () => {
    render(<TextInput label="Email" error="Email is required" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const errorLine = screen.getByText('Email is required');
    expect(input.getAttribute('aria-describedby')).toContain(errorLine.id);
  });
});

describe('Select', () => {
  it('starts with the placeholder option', () => {
    render(<Select label="Priority Level" placeholder="Choose..." options={[{ value: 'low', label: 'Low' }]} />);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose...', 'Low']);
  });
});

describe('Modal', () => {
  it('shows its title and content and closes with Escape', async () => {
    const onOpenChange = vi.fn();
    render(
      <Modal open onOpenChange={onOpenChange} title="Client Details">
        No data available
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Client Details' })).toBeInTheDocument();
    expect(screen.getByText('No data available')).toBeInTheDocument();
    await userEvent.setup().keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
