import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_KEY } from '../../api/token';
import { renderWithProviders } from '../../test/render';
import { makeToken } from '../../test/tokens';
import { DocumentsPanel } from './DocumentsPanel';
import { PartnerDocumentsQuery, RejectPartnerDocumentMutation } from './documentsDocuments';

const doc = (over: object) => ({
  __typename: 'PartnerDocument',
  id: '7',
  kind: 'NID',
  number: '1990123456789',
  expiresOn: null,
  state: 'PENDING',
  reason: null,
  contentType: 'image/jpeg',
  fileUrl: '/api/partner-documents/7/file',
  ...over,
});

const listMock = (docs: object[]) => ({
  request: { query: PartnerDocumentsQuery, variables: { registrationId: 3 } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { partnerDocuments: docs } },
});

describe('DocumentsPanel', () => {
  it('lets compliance staff open, accept and reject with a reason, which is required', async () => {
    localStorage.setItem(TOKEN_KEY, makeToken({ userrole: 'compliance' }));
    const rejected = jest.fn(() => ({
      data: {
        rejectPartnerDocument: {
          __typename: 'PartnerDocument',
          id: '8',
          state: 'REJECTED',
          reason: 'BLURRED',
        },
      },
    }));
    renderWithProviders(<DocumentsPanel registrationId={3} />, {
      mocks: [
        listMock([
          doc({}),
          doc({ id: '8', kind: 'INSURANCE', number: 'INS-2027-4455', expiresOn: '2027-01-31' }),
        ]),
        {
          request: {
            query: RejectPartnerDocumentMutation,
            variables: { id: 8, reason: 'BLURRED' },
          },
          result: rejected,
        },
      ],
    });
    const insurance = await screen.findByTestId('document-INSURANCE');
    expect(within(insurance).getByText('INS-2027-4455')).toBeInTheDocument();
    expect(within(insurance).getByText('31 Jan 2027')).toBeInTheDocument();
    expect(
      within(insurance).getByRole('button', { name: 'Open the insurance file' }),
    ).toBeVisible();
    expect(within(insurance).getByRole('button', { name: 'Accept the insurance' })).toBeVisible();

    await userEvent.click(within(insurance).getByRole('button', { name: 'Reject the insurance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the insurance' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose a reason.');
    expect(rejected).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Blurred or unreadable' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await screen.findByText('Reason: Blurred or unreadable');
    expect(rejected).toHaveBeenCalledTimes(1);
  });

  it('shows an editor the masked numbers the server sends, with nothing to open or review', async () => {
    localStorage.setItem(TOKEN_KEY, makeToken({ userrole: 'editor', username: 'ed' }));
    renderWithProviders(<DocumentsPanel registrationId={3} />, {
      mocks: [listMock([doc({ number: '•••• 6789', fileUrl: null })])],
    });
    const nid = await screen.findByTestId('document-NID');
    expect(within(nid).getByText('•••• 6789')).toBeInTheDocument();
    expect(within(nid).queryByRole('button')).toBeNull();
  });
});
