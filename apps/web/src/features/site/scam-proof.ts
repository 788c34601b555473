import { FILE_KINDS } from '@talentra/contract';
import { PROOF_EXTENSIONS } from './site-messages';

/** For the file picker: the proof types of api.md "Files" (PDF, PNG, JPEG, WEBP). */
export const PROOF_ACCEPT = [...PROOF_EXTENSIONS, ...FILE_KINDS.proof.mimes].join(',');
