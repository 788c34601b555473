import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import { Button } from '../button';
import { TextInput } from '../text-input';

interface SearchFormProps {
  /** The search box's label (its accessible name). */
  label: string;
  /** The search in force (from the URL or the page's state): the box shows it again when it changes. */
  value: string;
  /** Called on submit with the box's text, trimmed. */
  onSearch: (text: string) => void;
  id?: string;
  placeholder?: string;
  /** A line under the box saying what is searched. */
  hint?: string;
  /** The box's width in the row. */
  fieldClassName?: string;
  /** More controls between the box and the Search button (a filter). */
  children?: ReactNode;
  /** Something after the Search button (an export link). */
  after?: ReactNode;
}

/**
 * A staff list's search row: a role="search" form with a labelled search box and a Search button.
 * What is typed is a draft until submitted; the list searches what `onSearch` was given.
 */
export function SearchForm({ label, value, onSearch, id, placeholder, hint, fieldClassName = 'min-w-56 flex-1', children, after }: SearchFormProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <TextInput
        id={id}
        label={label}
        type="search"
        placeholder={placeholder}
        hint={hint}
        className={fieldClassName}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {children}
      {/* a hint under the box would leave the button level with it, not with the box */}
      <Button type="submit" className={hint ? 'mb-6' : undefined}>
        <Search aria-hidden="true" className="size-4" />
        Search
      </Button>
      {after}
    </form>
  );
}
