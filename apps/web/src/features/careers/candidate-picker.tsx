import { useState } from 'react';
import { CANDIDATE_SEARCH_DEBOUNCE_MS, CANDIDATE_SEARCH_MIN_CHARS } from '@talentra/contract';
import { searchCandidates, type CandidateMatch } from '../../api/candidates-public';
import { useFetched } from '../../hooks/use-fetched';
import { Combobox, type ComboboxMessages } from '../../components/ui/combobox';

const MESSAGES: ComboboxMessages = {
  failed: 'Search failed. Please try again.',
  searching: 'Searching...',
  none: 'No matching candidates found',
  found: (count) => `${count} ${count === 1 ? 'candidate' : 'candidates'} found`,
};

/**
 * The referrer finds their own application by name (public-site.md §2 Refer a Friend, §5) in the
 * kit's combobox. The search runs on the server, from CANDIDATE_SEARCH_MIN_CHARS characters on, once the
 * typing has stopped for CANDIDATE_SEARCH_DEBOUNCE_MS.
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
  // the combobox hands over a term only once it is long enough
  const [term, setTerm] = useState('');
  const typedEnough = term.length >= CANDIDATE_SEARCH_MIN_CHARS;
  // without react-query (hooks/use-fetched.ts): the previous matches stay while the next load
  const search = useFetched(`candidate-search ${term.toLowerCase()}`, (signal) => searchCandidates(term, signal), { enabled: typedEnough });
  const matches = typedEnough ? (search.data ?? []) : [];

  return (
    <Combobox
      label="Your Name"
      required
      autoFocus={autoFocus}
      error={error}
      maxLength={100}
      placeholder="Start typing your name"
      hint={`Type at least ${CANDIDATE_SEARCH_MIN_CHARS} characters of the name you applied with, then choose it from the list.`}
      value=""
      options={matches.map((candidate) => ({ value: String(candidate.id), label: candidate.candidate_name, description: candidate.email }))}
      onChange={(id) => {
        const candidate = matches.find((match) => String(match.id) === id);
        if (candidate) onSelect(candidate);
      }}
      onSearch={setTerm}
      minChars={CANDIDATE_SEARCH_MIN_CHARS}
      delayMs={CANDIDATE_SEARCH_DEBOUNCE_MS}
      searching={search.isFetching}
      failed={search.isError}
      messages={MESSAGES}
    />
  );
}
