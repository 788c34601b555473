import { useEffect, useState, type FormEvent } from 'react';
import { FileSearch } from 'lucide-react';
import { Button } from '../../components/button';
import { TextInput } from '../../components/text-input';

/**
 * "Résumé contains" (issue 45): a search inside résumés, with the syntax of web search engines,
 * combined with the other filters; the list then comes best match first, each row with its snippet.
 * A search landmark of its own, named, beside the page's search over names and contacts.
 */
export function ResumeSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" aria-label="Résumé search" onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <TextInput
        id="resume-search"
        label="Résumé contains"
        type="search"
        hint='Words in the résumé: react aws, "data engineer", react OR angular, -php. Best match first.'
        className="min-w-0 flex-1 basis-64"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary" className="mb-6">
        <FileSearch aria-hidden="true" className="size-4" />
        Search résumés
      </Button>
    </form>
  );
}
