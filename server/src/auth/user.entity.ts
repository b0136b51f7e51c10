import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** admin: everything; editor: content only (news, press, CMS pages, websites). */
export const ROLES = ['admin', 'editor'] as const;

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

  @Field({ description: '"admin" or "editor"' })
  @Column({ type: 'varchar', length: 32, default: 'admin' })
  role: string;

  @Field({ description: 'A disabled account cannot sign in and its tokens are refused' })
  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
