import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { SubmitKycDocument } from '../../../gql/generated';
import { aUser, renderWithProviders } from '../../../test/render';
import { KycDialog, kycFileProblem } from './kyc-dialog';

const image = (name: string, type = 'image/jpeg', size = 4) => new File([new Uint8Array(size)], name, { type });

async function chooseType(dialog: HTMLElement, label: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Document type/ }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

function choose(dialog: HTMLElement, label: string, file: File) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { files: [file] } });
}

describe('KycDialog', () => {
  it.each([
    [null, true, 'Please choose an image'],
    [null, false, null],
    [image('a.pdf', 'application/pdf'), true, 'Please choose a JPEG, PNG, WebP or GIF image'],
    [image('big.png', 'image/png', 10 * 1024 * 1024 + 1), true, 'The image must be at most 10 MB'],
    [image('ok.webp', 'image/webp'), true, null],
  ])('judges the file %#', (file, required, problem) => {
    expect(kycFileProblem(file, required)).toBe(problem);
  });

  it('asks for the type, the front and the selfie before sending', async () => {
    renderWithProviders(<KycDialog open onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Verify your identity' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Please choose the document type')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Please choose an image')).toHaveLength(2);
    choose(dialog, 'Selfie holding the document', image('notes.txt', 'text/plain'));
    expect(within(dialog).getByText('Please choose a JPEG, PNG, WebP or GIF image')).toBeInTheDocument();
  });

  it('sends the documents with the generated mutation and closes', async () => {
    const front = image('front.jpg');
    const selfie = image('selfie.png', 'image/png');
    const onClose = vi.fn();
    const mocks = [
      {
        request: { query: SubmitKycDocument, variables: { documentType: 'NATIONAL_ID', documentFront: front, documentBack: null, selfie } },
        result: { data: { submitKyc: aUser({ kycStatus: 'PENDING' }) } },
      },
    ];
    renderWithProviders(<KycDialog open onClose={onClose} />, { mocks });
    const dialog = await screen.findByRole('dialog', { name: 'Verify your identity' });
    await chooseType(dialog, 'National ID card');
    choose(dialog, 'Front of the document', front);
    choose(dialog, 'Selfie holding the document', selfie);
    expect(within(dialog).getByText('Selected: front.jpg')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Your documents have been submitted for review')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows the server's refusal and stays open", async () => {
    const front = image('front.jpg');
    const back = image('back.jpg');
    const selfie = image('selfie.jpg');
    const onClose = vi.fn();
    const mocks = [
      {
        request: { query: SubmitKycDocument, variables: { documentType: 'PASSPORT', documentFront: front, documentBack: back, selfie } },
        result: {
          errors: [
            new GraphQLError('The file is not a valid image. Please upload a JPEG, PNG, WebP or GIF picture.', { extensions: { code: 'BAD_USER_INPUT' } }),
          ],
        },
      },
    ];
    renderWithProviders(<KycDialog open onClose={onClose} />, { mocks });
    const dialog = await screen.findByRole('dialog', { name: 'Verify your identity' });
    await chooseType(dialog, 'Passport');
    choose(dialog, 'Front of the document', front);
    choose(dialog, 'Back of the document (optional)', back);
    choose(dialog, 'Selfie holding the document', selfie);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('The file is not a valid image. Please upload a JPEG, PNG, WebP or GIF picture.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
