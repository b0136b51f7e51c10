import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { PageOf } from '../graphql/page';
import { FieldChange } from './changes';

/** create / update / delete / status / reply / login / restore / account changes (password, active, role). */
export type ActivityAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'status'
  | 'reply'
  | 'login'
  | 'restore'
  | 'password'
  | 'enable'
  | 'disable'
  | 'role'
  | 'login-failed'
  | 'lockout'
  | 'unlock'
  | '2fa-on'
  | '2fa-off'
  | 'reset-requested'
  | 'password-reset'
  | 'passkey-added'
  | 'passkey-removed'
  | 'identity-confirmed'
  | 'session-ended'
  | 'export'
  | 'erase'
  /** A partner's document file opened (features/partner-documents). */
  | 'open';

@ObjectType({ description: 'One staff write, recorded with the write itself; never edited' })
@Entity('activity_entries')
export class ActivityEntry {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Date)
  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;

  @Column({ name: 'actor_id', type: 'int', nullable: true })
  actorId: number | null;

  @Field({ description: 'Username of the staff member' })
  @Column({ type: 'varchar', length: 64 })
  actor: string;

  @Field()
  @Column({ type: 'varchar', length: 20 })
  action: string;

  @Field({ description: 'GraphQL type name of what changed: News, ContactMessage, User…' })
  @Column({ type: 'varchar', length: 40 })
  entity: string;

  @Field(() => Int, { nullable: true })
  @Column({ name: 'entity_id', type: 'int', nullable: true })
  entityId: number | null;

  @Field()
  @Column({ type: 'varchar', length: 500 })
  summary: string;

  @Field(() => [FieldChange], {
    nullable: true,
    description: 'An update: each declared field it changed, before and after',
  })
  @Column({ type: 'jsonb', nullable: true })
  changes: FieldChange[] | null;
}

@ObjectType()
export class ActivityPage extends PageOf(ActivityEntry) {}
