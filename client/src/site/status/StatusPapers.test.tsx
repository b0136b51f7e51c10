import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import type { StatusPost } from '../forms/formPost';
import { postedFields } from '../forms/PostBackForm';
import { StatusPapers } from './StatusPapers';

const found = (documents: NonNullable<StatusPost['found']>['documents']) =>
  ({ reference: 'DR-7K3P-Q9MX', documents }) as NonNullable<StatusPost['found']>;

function show(posted: StatusPost, route = '/bn/status') {
  return renderWithProviders(
    <StatusPapers
      papers={posted.found!.documents}
      posted={posted}
      form={postedFields({}, posted)}
    />,
    { route },
  );
}

describe('a registration’s papers on the status page', () => {
  it('says each state and a staff reason in Bangla; only a rejected, expired or missing paper can be sent again', () => {
    const posted: StatusPost = {
      form: 'status',
      values: { reference: 'DR-7K3P-Q9MX', contact: '01711-204455' },
      errors: {},
      found: found([
        { kind: 'NID', state: 'ACCEPTED', reason: null, expiresOn: null },
        { kind: 'DRIVING_LICENCE', state: 'REJECTED', reason: 'BLURRED', expiresOn: '2031-01-01' },
        { kind: 'INSURANCE', state: 'MISSING', reason: null, expiresOn: null },
      ]),
    };
    show(posted);
    expect(screen.getByText('কারণ: ছবিটি ঝাপসা বা পড়া যায় না')).toBeInTheDocument();
    expect(screen.getByText('গৃহীত')).toBeInTheDocument();
    const forms = screen.getAllByRole('form', { hidden: true });
    expect(forms).toHaveLength(2);
    const licence = forms[0] as HTMLFormElement;
    // Posted with the look-up's reference and contact in hidden fields, never in the address.
    expect(licence.getAttribute('action')).toBe('/bn/status');
    expect(licence.enctype).toBe('multipart/form-data');
    expect(Object.fromEntries(new FormData(licence))).toMatchObject({
      reference: 'DR-7K3P-Q9MX',
      contact: '01711-204455',
      document: 'DRIVING_LICENCE',
    });
  });

  it('shows a refusal on the paper’s own fields, its form open', () => {
    const posted: StatusPost = {
      form: 'status',
      values: { reference: 'DR-7K3P-Q9MX', contact: '01711-204455', 'INSURANCE.number': 'I-1' },
      errors: { 'INSURANCE.file': 'Insurance file is required' },
      found: found([
        { kind: 'INSURANCE', state: 'EXPIRED', reason: null, expiresOn: '2020-01-01' },
      ]),
    };
    show(posted, '/status');
    const form = screen.getByRole('form', { name: 'Send this document: Insurance' });
    expect(form.closest('details')).toHaveAttribute('open');
    expect(within(form).getByText('Insurance file is required')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Insurance number/)).toHaveValue('I-1');
  });
});
