import { useEffect, useState, type FormEvent } from 'react';
import { Box, CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';

const SEARCH_DELAY_MS = 400;

interface TruckSearchBoxProps {
  /** The search the list shows (from the URL). */
  value: string;
  onSearch: (search: string) => void;
  label?: string;
  placeholder?: string;
}

/** A search box that searches as the visitor pauses typing, on Enter, and clears with one click. */
export function TruckSearchBox({
  value,
  onSearch,
  label = 'Search trucks',
  placeholder = 'Make, model, registration or stock no.',
}: TruckSearchBoxProps) {
  const [text, setText] = useState(value);
  const commit = useDebouncedCallback(onSearch, SEARCH_DELAY_MS);

  // Back and Forward change the URL under the search box; show what the URL says, but keep a
  // trailing space the visitor is still typing (the URL holds the trimmed text).
  useEffect(() => setText((current) => (current.trim() === value.trim() ? current : value)), [value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit.cancel();
    onSearch(text);
  };

  return (
    <Box component="form" onSubmit={submit} role="search" style={{ flex: '1 1 280px' }}>
      <TextInput
        aria-label={label}
        placeholder={placeholder}
        leftSection={<IconSearch size={18} aria-hidden />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          commit(event.currentTarget.value);
        }}
        rightSection={
          text ? (
            <CloseButton
              aria-label="Clear search"
              onClick={() => {
                commit.cancel();
                setText('');
                onSearch('');
              }}
            />
          ) : null
        }
        size="md"
      />
    </Box>
  );
}
