import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogButtons } from './form-actions';
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

describe('DialogButtons', () => {
  it("submits the form it names from a Modal's footer, and says the busy label, disabled, while the request runs", async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onCancel = vi.fn();
    const props = { label: 'Save Role', busyLabel: 'Saving...', onCancel, form: 'role-form' };
    const { rerender } = render(
      <>
        <form id="role-form" onSubmit={onSubmit} />
        <DialogButtons busy={false} {...props} />
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save Role' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <>
        <form id="role-form" onSubmit={onSubmit} />
        <DialogButtons busy {...props} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  });

  it('calls onConfirm as a plain button, and stays disabled while told to', async () => {
    const onConfirm = vi.fn();
    const { rerender } = render(
      <DialogButtons danger busy={false} label="Remove Member" busyLabel="Removing..." onCancel={vi.fn()} onConfirm={onConfirm} />,
    );
    const action = screen.getByRole('button', { name: 'Remove Member' });
    expect(action).toHaveAttribute('type', 'button');
    await userEvent.setup().click(action);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    rerender(<DialogButtons disabled busy={false} label="Remove Member" busyLabel="Removing..." onCancel={vi.fn()} onConfirm={onConfirm} />);
    expect(screen.getByRole('button', { name: 'Remove Member' })).toBeDisabled();
  });
});
