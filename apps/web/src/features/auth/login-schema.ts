import { LoginSchema } from '@talentra/contract';
import { schemaRules } from '../../lib/schema-rules';

/** The login form's check, in a chunk of its own: zod is fetched when the form is first used. */
export const loginRules = schemaRules(LoginSchema);
