import { Arg, Ctx, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import type { Context } from '../../../graphql/context';
import { RateLimited } from '../../../graphql/rate-limited';
import { GraphQLUpload, readUpload, type FileUpload } from '../../../graphql/upload';
import { BookingDocument } from './booking-document.entity';

@Resolver(() => BookingDocument)
export class BookingDocumentResolver {
  @UseMiddleware(RateLimited)
  @Mutation(() => BookingDocument, {
    description:
      'Anyone: upload a PDF or image (judged by content, size limit MAX_DOCUMENT_MB) to attach to a reservation through bookingDocumentId',
  })
  async uploadBookingDocument(
    @Arg('file', () => GraphQLUpload) upload: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ) {
    const docs = ctx.services.bookingDocuments;
    const file = await readUpload(upload, {
      field: 'file',
      label: 'Booking document',
      maxBytes: docs.maxBytes,
    });
    return docs.upload(file);
  }
}
