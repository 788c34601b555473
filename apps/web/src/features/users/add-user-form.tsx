import { useForm } from 'react-hook-form';
import { formResolver } from '../../lib/form-resolver';
import { z } from 'zod';
import { PASSWORD_MIN, ROLE_LABELS, ROLES, UserCreateSchema, type Role } from '@talentra/contract';
import { ApiError } from '../../api/api-client';
import { useCreateUser, type StaffUser } from '../../api/users';
import { Button } from '../../components/button';
import { Select } from '../../components/select';
import { TextInput } from '../../components/text-input';
import { Alert } from '../../components/ui/alert';
import { applyServerErrors } from '../../components/ui/server-errors';

interface NewUserValues {
  username: string;
  user_role: Role | '';
  password: string;
}
type NewUserOutput = z.output<typeof UserCreateSchema>;

/** The contract's schema, with a plain message when no role was chosen. */
const NewUserSchema = UserCreateSchema.extend({ user_role: z.enum(ROLES, { error: 'Please choose a role' }) });
const resolver = formResolver<NewUserValues, NewUserOutput>(NewUserSchema);
const EMPTY: NewUserValues = { username: '', user_role: '', password: '' };

export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Add a staff user: e-mail, role and an initial password of at least 10 characters (api.md). */
export function AddUserForm({ onCreated }: { onCreated: (user: StaffUser) => void }) {
  const create = useCreateUser();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewUserValues, unknown, NewUserOutput>({ resolver, defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const user = await create.mutateAsync(input);
      reset(EMPTY);
      onCreated(user);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const { shown } = applyServerErrors(error, setError, ['username', 'user_role', 'password'] as const);
      // a duplicate e-mail is a 409 without field errors: it belongs under the e-mail
      if (shown === 0) setError(error.status === 409 ? 'username' : 'root.server', { type: 'server', message: error.message });
    }
  });

  const busy = isSubmitting || create.isPending;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="add-user-heading"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="add-user-heading" className="text-lg font-semibold text-brand-900">
        Add a user
      </h2>
      {errors.root?.server ? <Alert as="p">{errors.root.server.message}</Alert> : null}
      <div className="grid gap-4 md:grid-cols-3">
        <TextInput label="E-mail" type="email" autoComplete="off" required error={errors.username?.message} {...register('username')} />
        <Select
          label="Role"
          required
          placeholder="Choose a role..."
          options={ROLE_OPTIONS}
          error={errors.user_role?.message}
          {...register('user_role')}
        />
        <TextInput
          label="Initial password"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least ${PASSWORD_MIN} characters.`}
          error={errors.password?.message}
          {...register('password')}
        />
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? 'Adding...' : 'Add User'}
      </Button>
    </form>
  );
}
