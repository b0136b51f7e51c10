import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { IsDateOnly, RequiredText } from '../../validation';

/**
 * A day off on top of the weekend (the holiday calendar staff edit): no working hour of it counts
 * towards a request's deadline. Data, not code: Eid and the other days set by the moon move every
 * year, and the government announces them late.
 */
@ObjectType({ description: 'A public holiday: no working hours that day (Asia/Dhaka)' })
@Entity('holidays')
export class Holiday {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field({ description: 'The day, YYYY-MM-DD in Asia/Dhaka (one holiday per day)' })
  @Column({ type: 'date', unique: true })
  date: string;

  @Field({ description: 'Its name in English' })
  @Column({ name: 'name_en', type: 'varchar', length: 100 })
  nameEn: string;

  @Field({ description: 'Its name in Bangla' })
  @Column({ name: 'name_bn', type: 'varchar', length: 100 })
  nameBn: string;
}

@InputType({ description: 'A holiday as an admin writes it' })
export class HolidayInput {
  @Field()
  @IsDateOnly('Date must be a real date written YYYY-MM-DD')
  date: string;

  @Field()
  @RequiredText('Name in English', 100)
  nameEn: string;

  @Field()
  @RequiredText('Name in Bangla', 100)
  nameBn: string;
}
