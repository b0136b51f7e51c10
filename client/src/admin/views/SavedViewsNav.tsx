import { useQuery } from '@apollo/client/react';
import { Badge, NavLink, Stack, Text } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { NavLink as RouterNavLink } from 'react-router-dom';
import { LATE } from '../workflow/StatusFilter';
import { INBOX_PATHS, SavedViewsQuery } from './viewDocuments';

/**
 * The sidebar's saved views (one's own and one's role's), each with how many rows it shows now.
 * A view opens its inbox with its filters in the address and its search in the history entry's
 * state (a search may be a name or a phone: never in an address).
 */
export function SavedViewsNav({ onNavigate }: { onNavigate: () => void }) {
  const { data } = useQuery(SavedViewsQuery, { fetchPolicy: 'cache-and-network' });
  const views = data?.savedViews ?? [];
  if (!views.length) return null;
  return (
    <Stack gap={2} mt="sm" component="section" aria-label="Saved views">
      <Text size="xs" c="dimmed" fw={700} tt="uppercase" px="sm">
        Saved views
      </Text>
      {views.map((view) => {
        const status = view.late ? LATE : view.status;
        return (
          <NavLink
            key={view.id}
            component={RouterNavLink}
            to={`${INBOX_PATHS[view.kind]}${status ? `?status=${status}` : ''}`}
            state={{ q: view.search ?? '' }}
            end
            label={view.name}
            aria-label={view.count === null ? view.name : `${view.name} (${view.count})`}
            leftSection={<IconFilter size={18} aria-hidden />}
            rightSection={
              view.count === null || view.count === undefined ? undefined : (
                <Badge size="sm" variant="light" data-testid="saved-view-count">
                  {view.count}
                </Badge>
              )
            }
            onClick={onNavigate}
            styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
          />
        );
      })}
    </Stack>
  );
}
