import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { deviceOf } from './devices';

/** One sign-in: its token carries the id as `sid`. Ending it deletes the row (see auth/sessions.ts). */
@ObjectType({ description: 'A signed-in device or browser of the current user' })
@Entity('sessions')
export class Session {
  @Field(() => ID)
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Field(() => Date)
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, { description: 'Updated at most once a minute' })
  @Column({ name: 'last_seen_at', type: 'timestamptz' })
  lastSeenAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Field({ description: 'The browser as it named itself at sign-in' })
  @Column({ name: 'user_agent', type: 'varchar', length: 500 })
  userAgent: string;

  @Field({ description: 'The device as its owner knows it, from userAgent: "Firefox on Linux"' })
  get device(): string {
    return deviceOf(this.userAgent);
  }

  @Field({ description: 'The client address at sign-in' })
  @Column({ type: 'varchar', length: 64 })
  ip: string;

  @Field({ description: 'True for the session of the token that asked' })
  current: boolean;
}
