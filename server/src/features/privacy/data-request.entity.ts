import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export enum DataRequestKind {
  EXPORT = 'EXPORT',
  ERASE = 'ERASE',
}
registerEnumType(DataRequestKind, {
  name: 'DataRequestKind',
  description: 'EXPORT: a copy of the data; ERASE: its deletion',
});

/** How long staff have to answer a confirmed request. */
export const DEADLINE_DAYS = 30;

@ObjectType({ description: 'A visitor’s request for a copy or the deletion of their data' })
@Entity('data_requests')
export class DataRequest {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field({ description: 'The address the visitor gave ([erased] once an erase is done)' })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Field(() => DataRequestKind)
  @Column({ type: 'varchar', length: 10 })
  kind: DataRequestKind;

  @Field({ description: 'The visitor’s language (en or bn): what they are written to in' })
  @Column({ type: 'varchar', length: 2, default: 'en' })
  locale: string;

  /** SHA-256 of the confirmation link's token; null once used. */
  @Column({ name: 'token_hash', type: 'varchar', length: 64, nullable: true, select: false })
  tokenHash: string | null;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the visitor confirmed it by e-mail' })
  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Field(() => Date, { nullable: true })
  @Column({ name: 'fulfilled_at', type: 'timestamptz', nullable: true })
  fulfilledAt: Date | null;

  @Field(() => String, { nullable: true, description: 'The staff member who fulfilled it' })
  @Column({ name: 'fulfilled_by', type: 'varchar', length: 64, nullable: true })
  fulfilledBy: string | null;

  @Field(() => String, { nullable: true, description: 'What was done, in words' })
  @Column({ type: 'varchar', length: 500, nullable: true })
  outcome: string | null;

  /** The export's zip in the private area, until it expires. */
  @Column({ name: 'export_name', type: 'varchar', length: 100, nullable: true })
  exportName: string | null;

  @Column({ name: 'export_token_hash', type: 'varchar', length: 64, nullable: true, select: false })
  exportTokenHash: string | null;

  @Column({ name: 'export_expires_at', type: 'timestamptz', nullable: true })
  exportExpiresAt: Date | null;

  @Field(() => Date, { nullable: true, description: `Confirmed + ${DEADLINE_DAYS} days` })
  get deadline(): Date | null {
    return this.confirmedAt && new Date(this.confirmedAt.getTime() + DEADLINE_DAYS * 86_400_000);
  }
}
