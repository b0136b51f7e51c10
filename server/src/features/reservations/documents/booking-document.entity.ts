import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@ObjectType({
  description: 'A PDF or image a visitor attached to a reservation; only admins can download it',
})
@Entity('booking_documents')
export class BookingDocument {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field({ description: 'The visitor’s file name, made safe' })
  @Column({ name: 'file_name', type: 'varchar', length: 200 })
  fileName: string;

  @Field({ description: 'Judged from the content: application/pdf, image/png, …' })
  @Column({ name: 'mime_type', type: 'varchar', length: 100 })
  mimeType: string;

  @Field(() => Int, { description: 'Bytes' })
  @Column({ type: 'int' })
  size: number;

  /** Generated name in the private folder; never exposed. */
  @Column({ name: 'stored_name', type: 'varchar', length: 100 })
  storedName: string;

  /** SHA-256 of the claim token until a reservation claims the document; never exposed. */
  @Column({ name: 'claim_hash', type: 'varchar', length: 64, nullable: true, select: false })
  claimHash: string | null;

  /**
   * Answered once, by the upload: what the reservation sends with bookingDocumentId to attach
   * the document (only the uploader has it). Not stored.
   */
  @Field(() => String, {
    nullable: true,
    description:
      'Only in the upload’s answer: send it with bookingDocumentId as the reservation’s claimToken (once)',
  })
  claimToken?: string | null;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field({ description: 'GET with the admin token: answers the file as an attachment' })
  get downloadUrl(): string {
    return `/api/booking-doc/${this.id}/file`;
  }
}
