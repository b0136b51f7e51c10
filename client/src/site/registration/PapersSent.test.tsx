import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentKind } from '../../gql/islands/graphql';
import { renderIsland } from '../../test/island';
import { RegistrationFormIsland as RegistrationForm } from './RegistrationFormIsland';
import { REQUIRED_PAPERS, readDate } from './papers';

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input, select' });

const LABELS: Partial<Record<DocumentKind, string>> = {
  NID: 'National ID',
  DRIVING_LICENCE: 'Driving licence',
  VEHICLE_REGISTRATION: 'Vehicle registration',
  TAX_TOKEN: 'Tax token',
  FITNESS: 'Fitness certificate',
  INSURANCE: 'Insurance',
};

const savedXhr = globalThis.XMLHttpRequest;
// Without XMLHttpRequest uploadFetch sends through fetch, which the test answers.
beforeEach(() => Object.assign(globalThis, { XMLHttpRequest: undefined }));
afterEach(() => Object.assign(globalThis, { XMLHttpRequest: savedXhr }));

const answer = (body: unknown) =>
  Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) });

describe('a captain’s papers, sent after the registration', () => {
  it('reads Bangla digits in a date, and refuses a date that does not exist', () => {
    expect(readDate('২০২৭-০৩-৩১')).toBe('2027-03-31');
    expect(readDate('2027-02-30')).toBeNull();
  });

  it('sends each paper with the new reference and says per paper what happened', async () => {
    const user = userEvent.setup();
    const papers: { kind: string; reference: string; contact: string; expiresOn: unknown }[] = [];
    global.fetch = jest.fn((_url: string, init: RequestInit) => {
      if (!(init.body instanceof FormData))
        return answer({
          data: {
            createRegistrationRequest: {
              id: 7,
              reference: 'DR-7K3P-Q9MX',
              kind: 'DRIVER',
              name: 'Karim',
            },
          },
        });
      const { variables } = JSON.parse(String(init.body.get('operations')));
      papers.push(variables.input);
      if (variables.input.kind === 'INSURANCE')
        return answer({
          errors: [
            {
              message: 'Insurance file could not be read',
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: [{ field: 'INSURANCE.file', message: 'Insurance file could not be read' }],
              },
            },
          ],
        });
      return answer({
        data: { submitPartnerDocument: { id: 1, kind: variables.input.kind, state: 'PENDING' } },
      });
    }) as unknown as typeof fetch;
    renderIsland('RegistrationForm', <RegistrationForm kind="DRIVER" />);
    await user.type(field('Full name'), 'Karim Mia');
    await user.type(field('Phone'), '1711-204455');
    await user.selectOptions(field('City'), 'Dhaka');
    await user.selectOptions(field('Vehicle type'), 'Bike');
    for (const kind of REQUIRED_PAPERS.DRIVER) {
      await user.type(field(`${LABELS[kind]} number`), `${kind}-1`);
      await user.type(field(`${LABELS[kind]} expiry date`), '২০৩১-০১-০১');
      await user.upload(
        field(`${LABELS[kind]} file`),
        new File(['%PDF-1.4'], `${kind}.pdf`, { type: 'application/pdf' }),
      );
    }
    await user.click(screen.getByRole('button', { name: 'Register as a driver captain' }));
    expect(await screen.findByText('Registration received')).toBeInTheDocument();
    expect(await screen.findByText(/Not received: Insurance file could not be read/)).toBeVisible();
    expect(screen.getAllByText(/: Received$/)).toHaveLength(5);
    expect(papers.map((p) => p.kind)).toEqual(REQUIRED_PAPERS.DRIVER);
    expect(papers[0]).toMatchObject({
      reference: 'DR-7K3P-Q9MX',
      contact: '1711-204455',
      expiresOn: '২০৩১-০১-০১',
    });
    // Only the one that failed goes again.
    await user.click(screen.getByRole('button', { name: 'Send the missing ones again' }));
    expect(
      await screen.findByRole('button', { name: 'Send the missing ones again' }),
    ).toBeVisible();
    expect(papers.slice(6).map((p) => p.kind)).toEqual(['INSURANCE']);
  });
});
