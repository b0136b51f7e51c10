import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  InputType,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  UseMiddleware,
} from 'type-graphql';
import type { Context } from '../../graphql/context';
import { RateLimited } from '../../graphql/rate-limited';
import { GraphQLUpload, readUpload, type FileUpload } from '../../graphql/upload';
import { DocumentKind, PartnerDocument } from './partner-document.entity';
import { fileUrl, shownNumber } from './papers-access';

@InputType({ description: 'One paper a partner sends, with their registration’s reference' })
class PartnerDocumentSubmission {
  @Field({ description: 'The registration’s reference, DR-XXXX-XXXX' })
  reference: string;

  @Field({ description: 'The phone number or e-mail the registration gave' })
  contact: string;

  @Field(() => DocumentKind)
  kind: DocumentKind;

  @Field({ description: 'As written on the paper; Bangla digits allowed' })
  number: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; Bangla digits allowed' })
  expiresOn?: string | null;
}

@Resolver(() => PartnerDocument)
export class PartnerDocumentResolver {
  @FieldResolver(() => String, {
    description: 'As written: in full for admins and compliance staff, else •••• and its last 4',
  })
  number(@Root() doc: PartnerDocument, @Ctx() ctx: Context): string {
    return shownNumber(doc, ctx.user);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'Where admins and compliance staff open the file (logged); null for others',
  })
  fileUrl(@Root() doc: PartnerDocument, @Ctx() ctx: Context): string | null {
    return fileUrl(doc, ctx.user);
  }

  @Authorized('admin', 'editor', 'compliance')
  @Query(() => [PartnerDocument], {
    description: 'A registration’s live documents (not the replaced ones), in the order asked',
  })
  partnerDocuments(
    @Arg('registrationId', () => Int) registrationId: number,
    @Ctx() ctx: Context,
  ): Promise<PartnerDocument[]> {
    return ctx.services.partnerDocuments.listFor(registrationId);
  }

  @Authorized('admin', 'compliance')
  @Mutation(() => PartnerDocument, { description: 'Admins and compliance: accept a document' })
  acceptPartnerDocument(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    return ctx.services.partnerDocuments.accept(id, ctx.user!);
  }

  @Authorized('admin', 'compliance')
  @Mutation(() => PartnerDocument, {
    description:
      'Admins and compliance: reject a document with a reason the partner sees (BLURRED, EXPIRED, NAME_MISMATCH or a sentence)',
  })
  rejectPartnerDocument(
    @Arg('id', () => Int) id: number,
    @Arg('reason') reason: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.partnerDocuments.reject(id, reason, ctx.user!);
  }

  @UseMiddleware(RateLimited)
  @Mutation(() => PartnerDocument, {
    description:
      'Anyone with a registration’s reference and contact: send one of its documents, or replace a rejected or expired one (image or PDF, MAX_DOCUMENT_MB)',
  })
  async submitPartnerDocument(
    @Arg('input', () => PartnerDocumentSubmission) input: PartnerDocumentSubmission,
    @Arg('file', () => GraphQLUpload) upload: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ) {
    const file = await readUpload(upload, {
      field: `${input.kind}.file`,
      label: 'The document',
      maxBytes: ctx.services.partnerDocuments.maxBytes,
    });
    return ctx.services.documentSubmissions.submit(input, file, ctx.ip);
  }
}
