import { useMutation, useQuery } from '@apollo/client/react';
import { SegmentedControl, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../api/errors';
import { useAuth } from '../../auth/useAuth';
import type { ListState } from '../../components/useListState';
import { AssignableStaffQuery, SetOnDutyMutation } from './caseDocuments';

/** "Mine" in the address (`?mine=1`): the signed-in account's id as the list's assigneeId. */
export function useMine(state: ListState) {
  const me = Number(useAuth().user?.sub);
  const mine = state.param('mine') === '1';
  return { mine, assigneeId: mine && me ? me : null };
}

/** All or Mine: the requests one owns. */
export function MineFilter({ state }: { state: ListState }) {
  const { mine } = useMine(state);
  return (
    <SegmentedControl
      aria-label="Whose requests"
      size="xs"
      data={[
        { value: 'all', label: 'All' },
        { value: 'mine', label: 'Mine' },
      ]}
      value={mine ? 'mine' : 'all'}
      onChange={(value) => state.setParam('mine', value === 'mine' ? '1' : null)}
    />
  );
}

/** The signed-in admin's "On duty": new requests are given to them in turn while it is on. */
export function OnDutySwitch() {
  const me = Number(useAuth().user?.sub);
  const { data, refetch } = useQuery(AssignableStaffQuery);
  const [set, { loading }] = useMutation(SetOnDutyMutation, { context: { silent: true } });
  const onDuty = data?.assignableStaff.find((s) => s.id === me)?.onDuty ?? false;
  return (
    <Switch
      label="On duty"
      description="New requests come to you in turn"
      checked={onDuty}
      disabled={loading || !data}
      onChange={async (e) => {
        try {
          await set({ variables: { onDuty: e.currentTarget.checked } });
          await refetch();
        } catch (problem) {
          notifications.show({ color: 'red', message: errorMessage(problem) });
        }
      }}
    />
  );
}

/** The owners' names by id, for the rows. */
export function useOwnerNames(): (id: number | null | undefined) => string | null {
  const { data } = useQuery(AssignableStaffQuery);
  const names = new Map((data?.assignableStaff ?? []).map((s) => [s.id, s.username]));
  return (id) => (id ? (names.get(id) ?? null) : null);
}
