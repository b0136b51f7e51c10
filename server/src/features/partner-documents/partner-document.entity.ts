import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { DocumentKind, DocumentState } from './document-kinds';

export { DocumentKind, DocumentState };
registerEnumType(DocumentKind, {
  name: 'DocumentKind',
  description: 'A partner’s paper: NID, driving licence, vehicle registration, tax token, …',
});
registerEnumType(DocumentState, {
  name: 'DocumentState',
  description: 'PENDING until staff look, ACCEPTED, REJECTED (with a reason) or REPLACED',
});

/**
 * One paper a registration sent (PRODUCT.md §23). The number and the file are for admins and
 * compliance staff only: GraphQL gives them through the resolver's field, masked for editors.
 */
@ObjectType({ description: 'A document a partner sent with their registration' })
@Entity('partner_documents')
export class PartnerDocument {
  @Field(() => ID)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int)
  @Column({ name: 'registration_id', type: 'int' })
  registrationId: number;

  @Field(() => DocumentKind)
  @Column({ type: 'varchar', length: 32 })
  kind: DocumentKind;

  /** As written on the paper; personal (an NID, a licence): never in a log or a URL. */
  @Column({ type: 'text' })
  number: string;

  /** What a look-up by number compares (documentNumberKey; plates: the /verify normaliser). */
  @Column({ name: 'number_key', type: 'text' })
  numberKey: string;

  @Field(() => String, { nullable: true, description: 'A Dhaka date, YYYY-MM-DD' })
  @Column({ name: 'expires_on', type: 'date', nullable: true })
  expiresOn: string | null;

  /** The stored file's key (storage/); served only to admins and compliance. */
  @Column({ name: 'file_key', type: 'text' })
  fileKey: string;

  @Field()
  @Column({ name: 'content_type', type: 'varchar', length: 64 })
  contentType: string;

  @Field(() => Int, { description: 'Bytes' })
  @Column({ type: 'int' })
  size: number;

  @Field(() => DocumentState)
  @Column({ type: 'varchar', length: 16, default: DocumentState.PENDING })
  state: DocumentState;

  @Field(() => String, { nullable: true, description: 'Why it was rejected' })
  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @Column({ name: 'reviewed_by', type: 'int', nullable: true })
  reviewedBy: number | null;

  @Field(() => Date, { nullable: true })
  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** When the 30-day expiry reminder went out (the expiry engine sets it). */
  @Column({ name: 'reminded_30_at', type: 'timestamptz', nullable: true })
  reminded30At: Date | null;

  /** When the 7-day expiry reminder went out. */
  @Column({ name: 'reminded_7_at', type: 'timestamptz', nullable: true })
  reminded7At: Date | null;
}
