import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { CANDIDATE_SEARCH_DEBOUNCE_MS, CANDIDATE_SEARCH_MIN_CHARS } from '@talentra/contract';
import { searchCandidates, type CandidateMatch } from '../../api/candidates-public';
import { useFetched } from '../../hooks/use-fetched';
import { controlClasses } from '../../components/field';
import { cn } from '../../lib/cn';
import { useDebouncedValue } from '../../hooks/use-debounced-value';

/**
 * The referrer finds their own application by name (public-site.md §2 Refer a Friend, §5): an
 * editable combobox with a list popup, following the WAI-ARIA combobox pattern (Radix has no
 * combobox). The search starts at 2 characters, 300 ms after the last key, and runs on the server.
 */
export function CandidatePicker({
  onSelect,
  autoFocus = false,
  error,
}: {
  onSelect: (candidate: CandidateMatch) => void;
  autoFocus?: boolean;
  /** The form's problem with this field (marks it invalid, shown under it). */
  error?: string | undefined;
}) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(text.trim(), CANDIDATE_SEARCH_DEBOUNCE_MS);
  const typedEnough = text.trim().length >= CANDIDATE_SEARCH_MIN_CHARS && term.length >= CANDIDATE_SEARCH_MIN_CHARS;
  // without react-query (hooks/use-fetched.ts): the previous matches stay while the next load
  const search = useFetched(`candidate-search ${term.toLowerCase()}`, (signal) => searchCandidates(term, signal), { enabled: typedEnough });

  const matches = typedEnough ? (search.data ?? []) : [];
  const showPopup = open && typedEnough;
  const expanded = showPopup && matches.length > 0;
  const activeIndex = active < matches.length ? active : -1;

  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
    // optionId only depends on the stable id
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex]);

  const choose = (candidate: CandidateMatch) => {
    setOpen(false);
    setActive(-1);
    onSelect(candidate);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (matches.length) setActive(Math.min(activeIndex + 1, matches.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (matches.length) setActive(activeIndex <= 0 ? 0 : activeIndex - 1);
        break;
      case 'Home':
      case 'End':
        if (expanded) {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : matches.length - 1);
        }
        break;
      case 'Enter': {
        const candidate = expanded && activeIndex >= 0 ? matches[activeIndex] : undefined;
        if (candidate) {
          event.preventDefault(); // choosing, not submitting the form
          choose(candidate);
        }
        break;
      }
      case 'Escape':
        if (showPopup) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  const statusText = !showPopup
    ? ''
    : search.isError
      ? 'Search failed. Please try again.'
      : search.data === undefined || (search.isPlaceholderData && search.isFetching)
        ? 'Searching...'
        : matches.length === 0
          ? 'No matching candidates found'
          : `${matches.length} ${matches.length === 1 ? 'candidate' : 'candidates'} found`;

  return (
    <div className="space-y-1">
      <label htmlFor={inputId} className="block text-sm font-medium text-ink-900">
        Your Name
        <span aria-hidden="true" className="text-danger-600">
          {' '}
          *
        </span>
      </label>
      <div className="relative">
        <input
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          autoFocus={autoFocus}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          aria-required
          maxLength={100}
          value={text}
          placeholder="Start typing your name"
          className={controlClasses(Boolean(error))}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {showPopup ? (
          <div className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-md border border-slate-300 bg-white shadow-lg">
            {matches.length > 0 ? (
              <ul id={listId} role="listbox" aria-label="Matching candidates" className="max-h-64 overflow-y-auto py-1">
                {matches.map((candidate, i) => (
                  <li
                    key={candidate.id}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === activeIndex}
                    className={cn('cursor-pointer px-3 py-2', i === activeIndex ? 'bg-brand-100' : 'hover:bg-slate-100')}
                    // keep focus in the input, so the click is not lost to the blur that closes the list
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => (i === activeIndex ? undefined : setActive(i))}
                    onClick={() => choose(candidate)}
                  >
                    <span className="block font-medium break-words text-ink-900">{candidate.candidate_name}</span>
                    <span className="block text-sm break-words text-ink-700">{candidate.email}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="px-3 py-2 text-sm text-ink-700" aria-hidden="true">
                {statusText}
              </p>
            )}
          </div>
        ) : null}
      </div>
      <p id={hintId} className="text-sm text-ink-500">
        Type at least {CANDIDATE_SEARCH_MIN_CHARS} characters of the name you applied with, then choose it from the list.
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger-600">
          {error}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {statusText}
      </p>
    </div>
  );
}
