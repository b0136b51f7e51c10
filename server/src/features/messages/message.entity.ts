import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { PageOf } from '../../graphql/page';

@ObjectType({ description: 'A message a visitor sent through the contact form' })
@Entity('contact_messages')
export class ContactMessage {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Field()
  @Column({ name: 'contact_number', type: 'varchar', length: 30 })
  contactNumber: string;

  @Field()
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Field()
  @Column({ type: 'text' })
  message: string;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

@ObjectType()
export class ContactMessagePage extends PageOf(ContactMessage) {}
