import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { formatTaka } from '../../i18n/format';
import { renderWithProviders } from '../../test/render';
import { CreateFareRateMutation, FarePlacesQuery } from './fareDocuments';
import { FareRateForm } from './FareRateForm';

const placesMock = {
  request: { query: FarePlacesQuery },
  result: { data: { places: ['Dhaka Airport', 'Gulshan'] } },
  maxUsageCount: 5,
};

const input = { from: 'Banani', to: 'Uttara', fareRate: 350.5 };

function createMock(result: object) {
  return { request: { query: CreateFareRateMutation, variables: { input } }, result };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^From/, { selector: 'input' }), input.from);
  await user.type(screen.getByLabelText(/^To/, { selector: 'input' }), input.to);
  await user.type(screen.getByLabelText(/^FareRate/, { selector: 'input' }), '350.5');
}

describe('FareRateForm', () => {
  it('keeps Submit disabled and shows the messages while the form is invalid', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FareRateForm />, { mocks: [placesMock] });
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(screen.queryByText('from is required')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText(/^From/, { selector: 'input' }));
    await user.click(screen.getByLabelText(/^To/, { selector: 'input' }));
    expect(screen.getByText('from is required')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/^FareRate/, { selector: 'input' }));
    expect(screen.getByText('to is required')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/^From/, { selector: 'input' }));
    expect(screen.getByText('FareRate is required')).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('asks for a positive FareRate', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FareRateForm />, { mocks: [placesMock] });
    await user.type(screen.getByLabelText(/^From/, { selector: 'input' }), 'Banani');
    await user.type(screen.getByLabelText(/^To/, { selector: 'input' }), 'Uttara');
    const fare = screen.getByLabelText(/^FareRate/, { selector: 'input' });
    await user.type(fare, '0');
    expect(await screen.findByText('FareRate must be a positive number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.clear(fare);
    await user.type(fare, '-20');
    expect(screen.getByText('FareRate must be a positive number')).toBeInTheDocument();
    await user.clear(fare);
    await user.type(fare, '120');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    expect(screen.queryByText('FareRate must be a positive number')).not.toBeInTheDocument();
  });

  it('adds the fare rate, says so, resets and tells the page', async () => {
    const user = userEvent.setup();
    const onAdded = jest.fn();
    const mocks = [
      placesMock,
      createMock({ data: { createFareRate: { __typename: 'FareRate', id: 77, ...input } } }),
    ];
    renderWithProviders(<FareRateForm onAdded={onAdded} />, { mocks });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Fare rate added')).toBeInTheDocument();
    expect(screen.getByText(`Banani → Uttara: ${formatTaka(350.5)}`)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText(/^From/, { selector: 'input' })).toHaveValue(''),
    );
    expect(screen.getByLabelText(/^FareRate/, { selector: 'input' })).toHaveValue('');
    expect(onAdded).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s duplicate message on the form', async () => {
    const user = userEvent.setup();
    const message = 'A fare rate from Banani to Uttara already exists';
    const mocks = [
      placesMock,
      createMock({ errors: [new GraphQLError(message, { extensions: { code: 'CONFLICT' } })] }),
    ];
    renderWithProviders(<FareRateForm />, { mocks });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByText(message)).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByLabelText(/^From/, { selector: 'input' })).toHaveValue('Banani');
  });
});
