import { useState, type DragEvent } from 'react';
import { FileText } from 'lucide-react';
import { FROM_RESUME_LABEL } from '@talentra/contract';
import { fieldsFromResume, type ResumeFieldsResult } from '../../../api/resumes';
import { RESUME_ACCEPT } from './candidate-form-schema';

export type ResumeFields = ResumeFieldsResult['fields'];
export { FROM_RESUME_LABEL };

/**
 * "Fill from a résumé" (issue 45): a résumé dropped here (or chosen) is read by the server, which
 * answers the name, e-mail, phone, location and years of experience its text shows; the form puts
 * them in its fields, each still editable and marked "from the résumé", and keeps the file as the
 * application's résumé.
 */
export function ResumeFill({ onFilled }: { onFilled: (fields: ResumeFields, file: File) => void }) {
  const [state, setState] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null });
  const [over, setOver] = useState(false);

  const read = async (file: File | undefined) => {
    if (!file) return;
    setState({ busy: true, message: 'Reading the résumé…' });
    try {
      const r = await fieldsFromResume(file);
      const found = Object.keys(r.fields).length;
      onFilled(r.fields, file);
      setState({
        busy: false,
        message:
          r.status !== 'done'
            ? 'The résumé’s text could not be read: please fill in the fields.'
            : found
              ? `Filled ${found} field${found === 1 ? '' : 's'} from the résumé: please check them.`
              : 'Nothing the form asks for was found in the résumé.',
      });
    } catch (err) {
      setState({ busy: false, message: err instanceof Error ? err.message : 'The résumé could not be read.' });
    }
  };

  const drop = (e: DragEvent<HTMLLabelElement>) => {
    e.preventDefault();
    setOver(false);
    void read(e.dataTransfer.files[0]);
  };

  return (
    <div className="space-y-1">
      <label
        htmlFor="resume-fill"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={`flex cursor-pointer items-center gap-3 rounded-lg border-2 border-dashed p-4 text-ink-900 ${over ? 'border-brand-600 bg-brand-50' : 'border-slate-300'}`}
      >
        <FileText aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
        <span>
          <span className="font-semibold">Fill from a résumé</span>
          <span className="block text-sm text-ink-700">Drop a PDF or DOCX here, or choose one: the fields it shows are filled for you to check.</span>
        </span>
      </label>
      <input
        id="resume-fill"
        type="file"
        accept={RESUME_ACCEPT}
        className="text-sm"
        disabled={state.busy}
        onChange={(e) => void read(e.target.files?.[0])}
      />
      {state.message ? (
        <p role="status" className="text-sm text-ink-700">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
