import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '../../lib/form-resolver';
import { PASSWORD_MIN, UserCreateSchema, type Role } from '@talentra/contract';
import { ApiError } from '../../api/api-client';
import { useUpdateUser, type StaffUser, type UserChange } from '../../api/users';
import { DialogButtons } from '../../components/form-actions';
import { Modal } from '../../components/modal';
import { Select } from '../../components/select';
import { TextInput } from '../../components/text-input';
import { ROLE_OPTIONS } from './add-user-form';
import { Alert } from '../../components/ui/alert';

export type UserDialogKind = 'role' | 'password' | 'deactivate';

interface DialogProps {
  user: StaffUser;
  onClose: () => void;
  /** Called with a sentence for the page's banner once the server has agreed. */
  onDone: (message: string) => void;
}

/** The PATCH with the server's refusal (e.g. 409 'You cannot deactivate or demote yourself.') kept for the dialog. */
function useUserChange(user: StaffUser, onDone: (message: string) => void) {
  const update = useUpdateUser();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const submit = async (change: UserChange, message: string) => {
    setFailure(null);
    try {
      await update.mutateAsync({ id: user.id, change });
      onDone(message);
    } catch (error) {
      setFailure(error instanceof ApiError ? error : new ApiError(0, 'Something went wrong. Please try again.'));
    }
  };
  return { submit, failure, busy: update.isPending };
}

function Failure({ error }: { error: ApiError | null }) {
  if (!error) return null;
  return <Alert as="p">{error.message}</Alert>;
}

function Frame({
  title,
  description,
  onClose,
  footer,
  children,
}: {
  title: string;
  description: ReactNode;
  onClose: () => void;
  footer: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title} description={description} size="sm" footer={footer}>
      <div className="space-y-4">{children}</div>
    </Modal>
  );
}

export function ChangeRoleDialog({ user, onClose, onDone }: DialogProps) {
  const [role, setRole] = useState<Role>(user.user_role);
  const { submit, failure, busy } = useUserChange(user, onDone);
  return (
    <Frame
      title="Change role"
      description={user.username}
      onClose={onClose}
      footer={
        <DialogButtons
          form="change-role-form"
          busy={busy}
          disabled={role === user.user_role}
          label="Save Role"
          busyLabel="Saving..."
          onCancel={onClose}
        />
      }
    >
      <Failure error={failure} />
      <form
        id="change-role-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit({ user_role: role }, `The role of ${user.username} was changed.`);
        }}
      >
        <Select label="Role" options={ROLE_OPTIONS} value={role} onChange={(event) => setRole(event.target.value as Role)} />
      </form>
    </Frame>
  );
}

interface PasswordValues {
  password: string;
}
const PasswordSchema = UserCreateSchema.pick({ password: true });
const passwordResolver = formResolver<PasswordValues, PasswordValues>(PasswordSchema);

export function ResetPasswordDialog({ user, onClose, onDone }: DialogProps) {
  const { submit, failure, busy } = useUserChange(user, onDone);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordValues, unknown, PasswordValues>({ resolver: passwordResolver, defaultValues: { password: '' } });
  const fieldError = errors.password?.message ?? failure?.fieldError('password');
  return (
    <Frame
      title="Reset password"
      description={`${user.username} will be signed out everywhere and must sign in with the new password.`}
      onClose={onClose}
      footer={<DialogButtons form="reset-password-form" busy={busy} label="Reset Password" busyLabel="Saving..." onCancel={onClose} />}
    >
      {failure && !failure.fieldError('password') ? <Failure error={failure} /> : null}
      <form
        id="reset-password-form"
        noValidate
        onSubmit={handleSubmit(({ password }) => submit({ password }, `The password of ${user.username} was reset.`))}
      >
        <TextInput
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters.`}
          error={fieldError}
          {...register('password')}
        />
      </form>
    </Frame>
  );
}

/** Deactivation needs a clear confirmation: the user is signed out at once and cannot sign in. */
export function DeactivateDialog({ user, onClose, onDone }: DialogProps) {
  const { submit, failure, busy } = useUserChange(user, onDone);
  return (
    <Frame
      title="Deactivate this user?"
      description={
        <>
          <strong className="font-semibold text-ink-900">{user.username}</strong> will be signed out at once and will no longer be able to sign in.
          You can reactivate the account later.
        </>
      }
      onClose={onClose}
      footer={
        <DialogButtons
          danger
          busy={busy}
          label="Deactivate User"
          busyLabel="Deactivating..."
          onCancel={onClose}
          onConfirm={() => void submit({ is_active: false }, `${user.username} was deactivated.`)}
        />
      }
    >
      <Failure error={failure} />
    </Frame>
  );
}
