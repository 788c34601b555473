import { useForm } from 'react-hook-form';
import { formResolver } from '../../lib/form-resolver';
import { z } from 'zod';
import { FILE_KINDS, MAX_FILE_BYTES, TEAM_BIO_MAX, TeamMemberInputSchema, type TeamMember } from '@talentra/contract';
import { ApiError } from '../../api/api-client';
import { addTeamMember, updateTeamMember } from '../../api/team';
import { DialogButtons } from '../../components/form-actions';
import { Modal } from '../../components/modal';
import { TextInput } from '../../components/text-input';
import { Textarea } from '../../components/textarea';
import { Alert } from '../../components/ui/alert';
import { applyServerErrors, serverMessageOr } from '../../components/ui/server-errors';
import { FileField } from '../../components/file-field';

const PHOTO_ACCEPT = '.png,.jpg,.jpeg,.webp,.svg,image/png,image/jpeg,image/webp,image/svg+xml';
export const PHOTO_REQUIRED = 'Please choose a photo.';
export const PHOTO_NOT_IMAGE = `Please choose a ${FILE_KINDS.photo.label} image.`;
const PHOTO_TOO_LARGE = 'Photo must be 2 MB or smaller.';

const extension = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** The problem with a chosen photo, if any (the server checks the bytes again). */
function photoProblem(file: File | undefined, required: boolean): string | undefined {
  if (!file) return required ? PHOTO_REQUIRED : undefined;
  const known =
    ['png', 'jpg', 'jpeg', 'webp', 'svg'].includes(extension(file.name)) || (FILE_KINDS.photo.mimes as readonly string[]).includes(file.type);
  if (!known) return PHOTO_NOT_IMAGE;
  if (file.size > MAX_FILE_BYTES) return PHOTO_TOO_LARGE;
  return undefined;
}

interface Values {
  name: string;
  title: string;
  bio: string;
  photo: FileList | null;
}
const photoField = (required: boolean) =>
  z.custom<FileList | null | undefined>().superRefine((files, ctx) => {
    const problem = photoProblem(files?.[0], required);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
// the contract's schemas: every field for a new member, the photo required only then
const AddSchema = TeamMemberInputSchema.extend({ photo: photoField(true) });
const EditSchema = TeamMemberInputSchema.extend({ photo: photoField(false) });
type Output = z.output<typeof AddSchema>;
const addResolver = formResolver<Values, Output>(AddSchema);
const editResolver = formResolver<Values, Output>(EditSchema);

/**
 * Add a team member, or edit one (`member`): name, title, bio and photo (staff forms: react-hook-form
 * with the contract's schema). An edit sends only what changed.
 */
export function TeamMemberDialog({
  member,
  onClose,
  onSaved,
}: {
  member?: TeamMember;
  onClose: () => void;
  onSaved: (member: TeamMember, message: string) => void;
}) {
  const editing = member !== undefined;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Output>({
    resolver: editing ? editResolver : addResolver,
    defaultValues: { name: member?.name ?? '', title: member?.title ?? '', bio: member?.bio ?? '', photo: null },
  });

  const onSubmit = handleSubmit(async ({ photo, ...fields }) => {
    const body = new FormData();
    for (const key of ['name', 'title', 'bio'] as const) if (!editing || fields[key] !== member[key]) body.append(key, fields[key]);
    const file = photo?.[0];
    if (file) body.append('photo', file);
    try {
      const answer = editing ? await updateTeamMember(member.id, body) : await addTeamMember(body);
      onSaved(answer.data, answer.message ?? (editing ? 'Team member updated.' : 'Team member added.'));
    } catch (error) {
      const { unmatched } = applyServerErrors(error, setError, ['name', 'title', 'bio', 'photo'] as const, { focus: true });
      if (!(error instanceof ApiError) || Object.keys(error.errors).length === 0 || unmatched.length > 0)
        setError('root.server', { type: 'server', message: serverMessageOr(error, 'Something went wrong. Please try again.') });
    }
  });

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? 'Edit team member' : 'Add a team member'}
      description={editing ? member.name : 'Shown on the About page and the profile pages, in the order of this list.'}
      footer={
        <DialogButtons
          form="team-member-form"
          busy={isSubmitting}
          label={editing ? 'Save Changes' : 'Add Member'}
          busyLabel="Saving..."
          onCancel={onClose}
        />
      }
    >
      <form id="team-member-form" noValidate onSubmit={onSubmit} className="space-y-4">
        {errors.root?.server ? <Alert as="p">{errors.root.server.message}</Alert> : null}
        <TextInput label="Name" required autoComplete="off" error={errors.name?.message} {...register('name')} />
        <TextInput label="Title" required autoComplete="off" error={errors.title?.message} {...register('title')} />
        <Textarea
          label="Bio"
          required
          rows={6}
          hint={`Separate paragraphs with an empty line. At most ${TEAM_BIO_MAX} characters.`}
          error={errors.bio?.message}
          {...register('bio')}
        />
        {editing && member.photo_url ? (
          <div className="flex items-center gap-3">
            <img src={member.photo_url} width={64} height={64} alt="" className="size-16 rounded-lg bg-slate-100 object-cover" />
            <p className="text-sm text-ink-700">Current photo</p>
          </div>
        ) : null}
        <FileField
          label="Photo"
          required={!editing}
          accept={PHOTO_ACCEPT}
          hint={
            editing
              ? 'Optional: a new PNG, JPEG, WEBP or SVG image replaces the current photo. At most 2 MB.'
              : 'A PNG, JPEG, WEBP or SVG image, at most 2 MB.'
          }
          error={errors.photo?.message}
          {...register('photo')}
        />
      </form>
    </Modal>
  );
}
