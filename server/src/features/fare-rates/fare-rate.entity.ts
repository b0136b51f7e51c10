import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { decimalColumn } from '../../database/pg-errors';
import { PageOf } from '../../graphql/page';

export enum PlaceType {
  FROM = 'FROM',
  TO = 'TO',
}
registerEnumType(PlaceType, {
  name: 'PlaceType',
  description: 'Where a place appears in the fare table: as a start (FROM) or an end (TO)',
});

@ObjectType({ description: 'The fare between two places, one way' })
@Entity('fare_rates')
export class FareRate {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ name: 'from_place', type: 'varchar', length: 100 })
  from: string;

  @Field()
  @Column({ name: 'to_place', type: 'varchar', length: 100 })
  to: string;

  @Field(() => Float, { description: 'Fare in taka (BDT), at most two decimal places' })
  @Column({
    name: 'fare_rate',
    type: 'numeric',
    precision: 10,
    scale: 2,
    transformer: decimalColumn,
  })
  fareRate: number;

  @Field(() => Date)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

@ObjectType()
export class FareRatePage extends PageOf(FareRate) {}
