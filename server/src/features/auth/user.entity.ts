import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * admin: everything; editor: content only (news, press, CMS pages, websites); compliance: partners'
 * documents (their files and numbers, their review).
 */
export const ROLES = ['admin', 'editor', 'compliance'] as const;

@ObjectType({ description: 'A staff account' })
@Entity('users')
export class User {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'varchar', length: 64, unique: true })
  username: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  @Field({ description: '"admin", "editor" or "compliance"' })
  @Column({ type: 'varchar', length: 32, default: 'admin' })
  role: string;

  @Field({ description: 'A disabled account cannot sign in and its tokens are refused' })
  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Where lockout notices and password-reset links go (set by admins or the owner)',
  })
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Field({ description: 'True while the password an admin set awaits its change by the owner' })
  @Column({ name: 'must_change_password', type: 'boolean', default: false })
  mustChangePassword: boolean;

  @Field({ description: 'Two-step sign-in (an authenticator app code) is on' })
  @Column({ name: 'totp_enabled', type: 'boolean', default: false })
  totpEnabled: boolean;

  @Field({
    description:
      'On duty: new visitors’ requests are assigned round robin to on-duty admins (features/cases)',
  })
  @Column({ name: 'on_duty', type: 'boolean', default: false })
  onDuty: boolean;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
