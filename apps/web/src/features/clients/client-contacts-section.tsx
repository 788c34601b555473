import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/api-client';
import { useClientContacts, useDeleteClientContact, useSaveClientContact, type ClientContact } from '../../api/client-contacts';
import { Button } from '../../components/button';
import { FormActions } from '../../components/form-actions';
import { Modal } from '../../components/modal';
import { TextInput } from '../../components/text-input';
import { Alert } from '../../components/ui/alert';

interface ContactValues {
  name: string;
  email: string;
  phone: string;
  designation: string;
}
type ContactErrors = Partial<Record<keyof ContactValues, string>>;

const EMPTY: ContactValues = { name: '', email: '', phone: '', designation: '' };
const valuesOf = (c: ClientContact): ContactValues => ({ name: c.name, email: c.email, phone: c.phone ?? '', designation: c.designation ?? '' });

/**
 * A client's contacts (issue 44) on its edit page: whom review links go to. Admin and Bdm add,
 * change and delete them; anyone else reads the list.
 */
export function ClientContactsSection({ clientId, canEdit }: { clientId: number; canEdit: boolean }) {
  const contacts = useClientContacts(clientId);
  const remove = useDeleteClientContact(clientId);
  const [editing, setEditing] = useState<ClientContact | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ClientContact | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const askDelete = (c: ClientContact) => {
    setDeleteError(null);
    setDeleting(c);
  };
  const deleteContact = (c: ClientContact) =>
    remove.mutate(c.id, {
      onSuccess: (message) => {
        setDeleting(null);
        setNotice({ tone: 'success', text: message });
      },
      onError: (error) => setDeleteError(error.message),
    });

  return (
    <section aria-labelledby="client-contacts-heading" className="mt-6 rounded-lg border border-ink-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="client-contacts-heading" className="text-xl font-semibold text-brand-900">
          Contacts
        </h2>
        {canEdit ? (
          <Button size="sm" onClick={() => setEditing('new')}>
            Add contact
          </Button>
        ) : null}
      </div>
      {notice ? (
        <Alert tone={notice.tone} as="p" className="mt-3">
          {notice.text}
        </Alert>
      ) : null}
      {contacts.isPending ? <p className="mt-2 text-sm text-ink-700">Loading contacts...</p> : null}
      {contacts.isError ? (
        <Alert as="p" className="mt-3">
          {contacts.error.message}
        </Alert>
      ) : null}
      {contacts.data && contacts.data.length === 0 ? <p className="mt-2 text-sm text-ink-700">No contacts yet.</p> : null}
      {contacts.data && contacts.data.length > 0 ? (
        <ul className="mt-4 space-y-3" aria-label="Contacts of this client">
          {contacts.data.map((c) => (
            <li key={c.id} className="flex flex-wrap items-start justify-between gap-3 rounded-md border border-ink-200 p-3 text-sm">
              <div className="min-w-0">
                <p className="font-semibold text-ink-900">
                  {c.name}
                  {c.designation ? <span className="font-normal text-ink-700">, {c.designation}</span> : null}
                </p>
                <p className="break-all text-ink-700">{c.email}</p>
                {c.phone ? <p className="text-ink-700">{c.phone}</p> : null}
              </div>
              {canEdit ? (
                <div className="flex gap-2">
                  <Button size="sm" variant="secondary" onClick={() => setEditing(c)} aria-label={`Edit the contact ${c.name}`}>
                    Edit
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => askDelete(c)} aria-label={`Delete the contact ${c.name}`}>
                    Delete
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {editing ? (
        <ContactDialog
          clientId={clientId}
          contact={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            setNotice({ tone: 'success', text: message });
          }}
        />
      ) : null}
      {deleting ? (
        <Modal
          open
          onOpenChange={(o) => !o && setDeleting(null)}
          title="Delete contact"
          description={
            <>
              <strong className="font-semibold text-ink-900">{deleting.name}</strong> ({deleting.email}) will no longer be a contact of this client.
            </>
          }
          size="sm"
          footer={
            <>
              <Button variant="secondary" onClick={() => setDeleting(null)}>
                Cancel
              </Button>
              <Button variant="danger" disabled={remove.isPending} onClick={() => deleteContact(deleting)}>
                {remove.isPending ? 'Deleting...' : 'Delete contact'}
              </Button>
            </>
          }
        >
          {deleteError ? <Alert as="p">{deleteError}</Alert> : <p className="text-sm text-ink-700">This cannot be undone.</p>}
        </Modal>
      ) : null}
    </section>
  );
}

function ContactDialog({
  clientId,
  contact,
  onClose,
  onSaved,
}: {
  clientId: number;
  contact: ClientContact | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const save = useSaveClientContact(clientId);
  const [values, setValues] = useState<ContactValues>(contact ? valuesOf(contact) : EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (key: keyof ContactValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: ContactErrors = {};
    if (!values.name.trim()) problems.name = 'Please enter the name';
    if (!values.email.trim()) problems.email = 'Please enter the e-mail';
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setFormError(null);
    save.mutate(
      {
        id: contact?.id ?? null,
        values: {
          name: values.name.trim(),
          email: values.email.trim(),
          phone: values.phone.trim() || null,
          designation: values.designation.trim() || null,
        },
      },
      {
        onSuccess: (r) => onSaved(r.message),
        onError: (error) => {
          if (error instanceof ApiError) {
            setErrors({
              name: error.fieldError('name'),
              email: error.fieldError('email'),
              phone: error.fieldError('phone'),
              designation: error.fieldError('designation'),
            });
          }
          setFormError(error.message);
        },
      },
    );
  };

  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={contact ? `Edit contact ${contact.name}` : 'Add contact'} size="md">
      <form noValidate onSubmit={submit} className="space-y-4" aria-label={contact ? 'Edit contact' : 'Add contact'}>
        <TextInput id="contact-name" label="Name" required value={values.name} error={errors.name} onChange={set('name')} autoComplete="off" />
        <TextInput
          id="contact-email"
          label="E-mail"
          type="email"
          required
          value={values.email}
          error={errors.email}
          onChange={set('email')}
          autoComplete="off"
        />
        <TextInput id="contact-phone" label="Phone" type="tel" value={values.phone} error={errors.phone} onChange={set('phone')} autoComplete="off" />
        <TextInput
          id="contact-designation"
          label="Designation"
          value={values.designation}
          error={errors.designation}
          onChange={set('designation')}
          autoComplete="off"
        />
        <FormActions error={formError} busy={save.isPending} label="Save contact" busyLabel="Saving..." onCancel={onClose} />
      </form>
    </Modal>
  );
}
