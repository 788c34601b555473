import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Check, X } from 'lucide-react';
import { controlClasses } from '../field';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { cn } from '../../lib/cn';

export interface ComboboxOption {
  value: string;
  label: string;
  /** A second line under the label (the referrer's masked email). */
  description?: string | undefined;
}

/** What the status line (and the list, when it has no option) says. */
export interface ComboboxMessages {
  failed: string;
  searching: string;
  none: string;
  found: (count: number) => string;
}

const DEFAULT_MESSAGES: ComboboxMessages = {
  failed: 'The search failed. Try again.',
  searching: 'Searching…',
  none: 'No matches',
  found: (count) => `${count} ${count === 1 ? 'match' : 'matches'}`,
};

export interface ComboboxProps {
  /** The visible label. */
  label: string;
  /** The chosen option's value; '' for none. */
  value: string;
  /**
   * What the box shows for `value` when it came from elsewhere (a link, a reload): the record's
   * name once it is known. An option picked in this box is shown by its own label meanwhile.
   */
  valueLabel?: string | undefined;
  /** A choice ('' when the clear button empties the box). */
  onChange: (value: string) => void;
  /** The matches for the last term given to `onSearch`. */
  options: readonly ComboboxOption[];
  /**
   * While the list is open: the typed text, trimmed, once it has stopped changing for `delayMs`;
   * '' when the box is empty or shows the current choice (the caller then offers its first few).
   */
  onSearch: (term: string) => void;
  /** The answer to the last term is still on its way. */
  searching?: boolean;
  /** The last search failed. */
  failed?: boolean;
  placeholder?: string;
  hint?: string;
  /** Marks the label with an asterisk and the box aria-required. */
  required?: boolean;
  /** The form's problem with this box: marks it invalid, shown under it. */
  error?: string | undefined;
  /**
   * Shorter typed text is not searched and keeps the list shut (the public name search); with 0 (the
   * default) an empty box asks at once for the first few.
   */
  minChars?: number;
  messages?: ComboboxMessages;
  autoFocus?: boolean;
  maxLength?: number;
  /** The clear button's name; 'Clear <label>' by default. */
  clearLabel?: string;
  delayMs?: number;
  id?: string;
  className?: string;
}

export const COMBOBOX_DEBOUNCE_MS = 300;

/**
 * A text box with a list of matches found on the server as you type: the WAI-ARIA 1.2 combobox
 * with a listbox popup (Radix has none; decision 147), for the staff search filters and the
 * public Refer a Friend name search. Focus stays in the box; the arrow
 * keys move through the options (aria-activedescendant), Enter picks one, Escape closes the list
 * (a second Escape puts the choice back in the box), the ✕ button empties it.
 */
export function Combobox({
  label,
  value,
  valueLabel,
  onChange,
  options,
  onSearch,
  searching = false,
  failed = false,
  placeholder,
  hint,
  required = false,
  error,
  minChars = 0,
  messages = DEFAULT_MESSAGES,
  autoFocus,
  maxLength,
  clearLabel,
  delayMs = COMBOBOX_DEBOUNCE_MS,
  id,
  className,
}: ComboboxProps) {
  const generated = useId();
  const inputId = id ?? `${generated}-input`;
  const listId = `${inputId}-list`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const optionId = (i: number) => `${inputId}-option-${i}`;
  const inputRef = useRef<HTMLInputElement>(null);

  const [text, setText] = useState('');
  /** The box holds typed text rather than the choice. */
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  /** The option last picked here, so the box names it before (or without) the caller's `valueLabel`. */
  const [picked, setPicked] = useState<ComboboxOption | null>(null);
  /** The term last handed to `onSearch` while open; null until the list first opens. */
  const [asked, setAsked] = useState<string | null>(null);

  const term = editing ? text.trim() : '';
  const typed = useDebouncedValue(term, delayMs);
  // an empty box (or the choice shown in it) asks at once: there is no typing to wait for
  const debounced = term === '' ? '' : typed;
  const settled = term === debounced;
  const tooShort = term.length < minChars || debounced.length < minChars;
  /** The list (or its message) shows: open, and typed enough to search. */
  const listOpen = open && !tooShort;
  const search = useEffectEvent((t: string) => onSearch(t));
  useEffect(() => {
    if (!listOpen || !settled) return;
    setAsked(debounced);
    search(debounced);
  }, [listOpen, settled, debounced]);

  // a new set of matches starts with none of them active
  const signature = options.map((o) => o.value).join('\n');
  const [seen, setSeen] = useState(signature);
  if (seen !== signature) {
    setSeen(signature);
    setActive(-1);
  }

  const shownLabel = value ? (valueLabel ?? (picked?.value === value ? picked.label : options.find((o) => o.value === value)?.label) ?? '') : '';
  const pending = !settled || asked !== debounced || searching;
  const expanded = listOpen && options.length > 0;
  const activeIndex = expanded && active < options.length ? active : -1;

  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(`${inputId}-option-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, inputId]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (option: ComboboxOption) => {
    setPicked(option);
    setEditing(false);
    close();
    if (option.value !== value) onChange(option.value);
  };
  const clear = () => {
    setPicked(null);
    setEditing(false);
    setText('');
    close();
    if (value) onChange('');
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        // Alt+Down opens the list and Alt+Up closes it, without moving; a closed list opens first
        if (event.altKey && event.key === 'ArrowUp') {
          close();
          break;
        }
        if (!open || event.altKey) {
          setOpen(true);
          break;
        }
        if (!options.length) break;
        const last = options.length - 1;
        if (event.key === 'ArrowDown') setActive(activeIndex >= last ? 0 : activeIndex + 1);
        else setActive(activeIndex <= 0 ? last : activeIndex - 1);
        break;
      }
      case 'Enter': {
        const option = activeIndex >= 0 ? options[activeIndex] : undefined;
        if (option) {
          event.preventDefault(); // a choice, not a form submission
          choose(option);
        }
        break;
      }
      case 'Escape':
        if (listOpen) {
          event.preventDefault();
          close();
        } else if (editing) {
          event.preventDefault();
          setEditing(false);
        }
        break;
    }
  };

  const status = !listOpen
    ? ''
    : failed
      ? messages.failed
      : pending
        ? messages.searching
        : options.length === 0
          ? messages.none
          : messages.found(options.length);
  const message = listOpen && options.length === 0 ? status : '';
  const showClear = Boolean(value) || (editing && text !== '');

  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-ink-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger-600">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          autoFocus={autoFocus}
          maxLength={maxLength}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          value={editing ? text : shownLabel}
          placeholder={placeholder}
          className={controlClasses(Boolean(error), showClear ? 'pr-10' : undefined)}
          onChange={(event) => {
            setText(event.target.value);
            setEditing(true);
            setOpen(true);
            setActive(-1);
          }}
          onClick={() => setOpen(true)}
          onBlur={() => {
            close();
            setEditing(false);
          }}
          onKeyDown={onKeyDown}
        />
        {showClear ? (
          <button
            type="button"
            aria-label={clearLabel ?? `Clear ${label}`}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-ink-700 hover:text-ink-900"
            onClick={clear}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
        <div
          hidden={!listOpen}
          className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-md border border-slate-300 bg-white shadow-lg"
        >
          {message ? (
            <p aria-hidden="true" className="px-3 py-2 text-sm text-ink-700">
              {message}
            </p>
          ) : null}
          <ul
            id={listId}
            role="listbox"
            aria-label={label}
            hidden={!expanded}
            aria-busy={pending || undefined}
            className="max-h-64 overflow-y-auto py-1"
          >
            {options.map((option, i) => (
              <li
                key={option.value}
                id={optionId(i)}
                role="option"
                aria-selected={i === activeIndex}
                className={cn(
                  'flex cursor-pointer items-start gap-2 px-3 py-2 text-ink-900',
                  i === activeIndex ? 'bg-brand-100' : 'hover:bg-slate-100',
                )}
                // keep focus in the box: the blur would close the list before the click lands
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => (i === activeIndex ? undefined : setActive(i))}
                onClick={() => choose(option)}
              >
                <Check aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', option.value === value ? 'text-brand-700' : 'invisible')} />
                {option.description ? (
                  <span className="min-w-0">
                    <span className="block font-medium break-words">{option.label}</span>
                    <span className="block text-sm break-words text-ink-700">{option.description}</span>
                  </span>
                ) : (
                  <span className="min-w-0 break-words">{option.label}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger-600">
          {error}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
