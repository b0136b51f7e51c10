import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { PageOf } from '../../graphql/page';

/**
 * A deleted row waiting in Trash (migration 1765380000000, records/trash.ts). Its values stay in
 * `row`, which GraphQL never answers: staff see the summary the activity log would show.
 */
@ObjectType({ description: 'A deleted request or item, kept 30 days to be restored' })
@Entity('trash')
export class TrashEntry {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field({ description: 'GraphQL type name of the deleted row: ContactMessage, Reservation…' })
  @Column({ type: 'varchar', length: 40 })
  entity: string;

  @Column({ name: 'table_name', type: 'varchar', length: 63 })
  tableName: string;

  @Field(() => Int, { description: 'The id the row had, and has again once restored' })
  @Column({ name: 'row_id', type: 'int' })
  rowId: number;

  @Field({ description: 'What the row was, as the activity log names it' })
  @Column({ type: 'varchar', length: 500 })
  summary: string;

  @Column({ type: 'jsonb', select: false })
  row: unknown;

  @Column({ type: 'jsonb', select: false })
  parts: unknown;

  @Field({ description: 'Username of the staff member who deleted it' })
  @Column({ name: 'deleted_by', type: 'varchar', length: 64 })
  deletedBy: string;

  @Field(() => Date)
  @Column({ name: 'deleted_at', type: 'timestamptz', default: () => 'now()' })
  deletedAt: Date;
}

@ObjectType()
export class TrashPage extends PageOf(TrashEntry) {}
