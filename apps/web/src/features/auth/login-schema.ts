import { zodResolver } from '@hookform/resolvers/zod';
import { LoginSchema } from '@talentra/contract';

/** The login form's check, in a chunk of its own: zod is fetched when the form is first used. */
export const loginSchemaResolver = zodResolver(LoginSchema);
