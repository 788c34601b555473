import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { Modal } from './modal';
import { Select } from './select';
import { TextInput } from './text-input';

/** A page with a button that opens the modal, as the staff screens do. */
function Opener({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open it</Button>
      <Modal open={open} onOpenChange={setOpen} title="A dialog" footer={footer}>
        {children}
      </Modal>
    </>
  );
}

async function openModal(ui: ReactNode) {
  render(ui);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open it' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'A dialog' }) };
}

describe('Modal focus on open', () => {
  it('a dialog with a form opens with the focus on its first field, not on ×', async () => {
    await openModal(
      <Opener footer={<Button form="f">Save</Button>}>
        <form id="f">
          <p>Fill this in.</p>
          <TextInput label="Company Name" />
          <Select label="Role" options={[{ value: 'a', label: 'A' }]} />
        </form>
      </Opener>,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Company Name'));
  });

  it('passes over hidden and disabled fields to the first one that can be filled in', async () => {
    await openModal(
      <Opener>
        <form>
          <input type="hidden" name="id" value="3" />
          <TextInput label="Locked" disabled />
          <Select label="Role" options={[{ value: 'a', label: 'A' }]} />
        </form>
      </Opener>,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Role'));
  });

  it('a dialog without a form keeps the usual first focus, and focus returns to the opener on close', async () => {
    const { user, dialog } = await openModal(
      <Opener>
        <p>Nothing to fill in.</p>
      </Opener>,
    );
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open it' }));
  });
});
