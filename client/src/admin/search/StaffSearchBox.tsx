import { useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import {
  Badge,
  Group,
  Kbd,
  Loader,
  Popover,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { StaffSearchQuery as StaffSearchData, StaffSearchKind } from '../../gql/graphql';
import { totalText } from '../../components/PaginatedTable';
import type { ListLinkState } from '../../components/useListState';
import { formatDateTime } from '../format';
import { StaffSearchQuery } from './searchDocuments';
import classes from './StaffSearchBox.module.css';

type Hit = StaffSearchData['staffSearch'][number];
type Totals = Partial<Record<StaffSearchKind, { total: number; totalIsExact: boolean }>>;

/** Fewer characters find nothing; the lists take at most 100. */
const MIN_QUERY = 2;
const MAX_QUERY = 100;

/** Each kind: its group's heading, its list, and where one hit opens. */
const KINDS: Record<
  StaffSearchKind,
  { label: string; list: string; open: (hit: Hit) => { to: string; state?: ListLinkState } }
> = {
  MESSAGE: {
    label: 'Messages',
    list: '/dashbord/viewMessage',
    open: (hit) => ({ to: `/dashbord/viewMessage/${hit.id}` }),
  },
  RESERVATION: {
    label: 'Reservations',
    list: '/dashbord/viewReservation',
    open: (hit) => ({
      to: '/dashbord/viewReservation',
      state: { q: hit.reference ?? '', open: hit.id },
    }),
  },
  REGISTRATION: {
    label: 'Registrations',
    list: '/dashbord/registrations',
    open: (hit) => ({
      to: '/dashbord/registrations',
      state: { q: hit.reference ?? '', open: hit.id },
    }),
  },
  NEWS: {
    label: 'News',
    list: '/dashbord/news/viewnews',
    open: (hit) => ({ to: `/dashbord/editnews/${hit.id}` }),
  },
  PRESS: {
    label: 'Press',
    list: '/dashbord/news/viewpress',
    open: (hit) => ({ to: `/dashbord/editpress/${hit.id}` }),
  },
};

const ORDER: StaffSearchKind[] = ['MESSAGE', 'RESERVATION', 'REGISTRATION', 'NEWS', 'PRESS'];

const newestFirst = (a: Hit, b: Hit) =>
  b.createdAt.localeCompare(a.createdAt) || (b.id as number) - (a.id as number);

/**
 * The back office's one search box, in the header: `/` or Ctrl+K focuses it
 * (not while typing elsewhere). A reference, a phone number (Bangla digits too), an e-mail or
 * name words; the hits grouped by kind, newest first, each group with "see all N". What was
 * typed goes to the lists in the history entry's state, never in the address.
 */
export function StaffSearchBox({ admin }: { admin: boolean }) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [opened, setOpened] = useState(false);
  const [q] = useDebouncedValue(value.trim(), 250);
  const focus = () => input.current?.focus();
  useHotkeys([
    ['/', focus],
    ['mod+K', focus],
  ]);

  const asked = q.length >= MIN_QUERY;
  const { data, error } = useQuery(StaffSearchQuery, {
    variables: { q, admin },
    skip: !asked,
    fetchPolicy: 'network-only',
  });
  const answered = data && asked ? data : undefined;

  const go = (to: string, state?: ListLinkState) => {
    setOpened(false);
    input.current?.blur();
    navigate(to, { state });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setOpened(false);
      input.current?.blur();
    }
  };

  let body;
  if (value.trim().length < MIN_QUERY) {
    body = (
      <Text size="sm" c="dimmed">
        Type at least 2 characters: a reference, a phone number, an e-mail or a name.
      </Text>
    );
  } else if (error) {
    body = (
      <Text size="sm" c="red">
        The search failed. Try again.
      </Text>
    );
  } else if (!answered || value.trim() !== q) {
    body = (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          Searching…
        </Text>
      </Group>
    );
  } else {
    const hits = [...answered.staffSearch].sort(newestFirst);
    const totals = answered as unknown as Totals;
    const groups = ORDER.map((kind) => ({
      kind,
      hits: hits.filter((h) => h.kind === kind),
    })).filter((g) => g.hits.length > 0);
    body =
      groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing found for “{q}”.
        </Text>
      ) : (
        <Stack gap="sm">
          {groups.map(({ kind, hits: found }) => {
            const total = totals[kind];
            return (
              <section key={kind} aria-label={KINDS[kind].label}>
                <Group justify="space-between" mb={4}>
                  <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                    {KINDS[kind].label}
                  </Text>
                  {total && (
                    <UnstyledButton
                      className={classes.seeAll}
                      onClick={() => go(KINDS[kind].list, { q })}
                    >
                      See all {totalText(total.total, total.totalIsExact)}
                    </UnstyledButton>
                  )}
                </Group>
                <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                  {found.map((hit) => {
                    const { to, state } = KINDS[kind].open(hit);
                    return (
                      <li key={`${kind}-${hit.id}`}>
                        <UnstyledButton className={classes.hit} onClick={() => go(to, state)}>
                          <Group justify="space-between" wrap="nowrap" gap="xs">
                            <Text size="sm" fw={600} truncate>
                              {hit.title}
                            </Text>
                            <Badge size="xs" variant="light" tt="none">
                              {hit.status.toLowerCase().replace(/_/g, ' ')}
                            </Badge>
                          </Group>
                          <Text size="xs" c="dimmed" truncate>
                            {[hit.reference, hit.subtitle, formatDateTime(hit.createdAt)]
                              .filter(Boolean)
                              .join(' · ')}
                          </Text>
                        </UnstyledButton>
                      </li>
                    );
                  })}
                </Stack>
              </section>
            );
          })}
        </Stack>
      );
  }

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      width="target"
      shadow="md"
      trapFocus={false}
      returnFocus={false}
      // A search box may not carry aria-expanded (axe): the results are a live region below it.
      withRoles={false}
    >
      <Popover.Target>
        <TextInput
          ref={input}
          type="search"
          aria-label="Find in the back office"
          placeholder={admin ? 'Reference, phone, e-mail or name' : 'News or press title'}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            <Kbd size="xs" visibleFrom="sm" aria-hidden>
              /
            </Kbd>
          }
          value={value}
          maxLength={MAX_QUERY}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setOpened(true);
          }}
          onFocus={() => setOpened(true)}
          onKeyDown={onKeyDown}
          className={classes.box}
        />
      </Popover.Target>
      <Popover.Dropdown className={classes.results} role="region" aria-label="Search results">
        <div aria-live="polite">{body}</div>
      </Popover.Dropdown>
    </Popover>
  );
}
