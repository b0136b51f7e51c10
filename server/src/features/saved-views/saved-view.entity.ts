import { IsBoolean, IsEnum, IsIn, MaxLength } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { StaffAlertKind } from '../staff-alerts/staff-alert';
import { Optional, RequiredText } from '../../validation';

/**
 * A list's filters and search saved by name (PRODUCT.md §22, "Saved views"): for one staff
 * member (`ownerId`) or, saved by an admin, for everyone of a role (`role`); never both.
 */
@ObjectType({ description: 'A saved view of an inbox: its filters and search, by name' })
@Entity('saved_views')
export class SavedView {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Field(() => StaffAlertKind, { description: 'Which inbox: MESSAGE, RESERVATION or REGISTRATION' })
  @Column({ type: 'varchar', length: 20 })
  kind: StaffAlertKind;

  @Field(() => String, { nullable: true, description: 'The search box’s text' })
  @Column({ type: 'varchar', length: 200, nullable: true })
  search: string | null;

  @Field(() => String, { nullable: true, description: 'The status filter (a workflow state)' })
  @Column({ type: 'varchar', length: 20, nullable: true })
  status: string | null;

  @Field({ description: 'Only the requests past their reply-by time' })
  @Column({ type: 'boolean', default: false })
  late: boolean;

  /** Whose view it is; null for a role's. */
  @Column({ name: 'owner_id', type: 'int', nullable: true })
  ownerId: number | null;

  @Field(() => String, { nullable: true, description: 'The role it is for; null: one’s own' })
  @Column({ type: 'varchar', length: 20, nullable: true })
  role: string | null;

  /** Set by the service for the sidebar: how many rows the view shows now. */
  @Field(() => Int, { nullable: true, description: 'How many requests it shows now' })
  count?: number | null;
}

@InputType({ description: 'A view as staff save it' })
export class SavedViewInput {
  @Field()
  @RequiredText('Name', 60)
  name: string;

  @Field(() => StaffAlertKind)
  @IsEnum(StaffAlertKind, { message: 'kind must be MESSAGE, RESERVATION or REGISTRATION' })
  kind: StaffAlertKind;

  @Field(() => String, { nullable: true })
  @Optional()
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  search?: string | null;

  @Field(() => String, { nullable: true })
  @Optional()
  @MaxLength(20, { message: 'status must be a workflow state' })
  status?: string | null;

  @Field(() => Boolean, { nullable: true })
  @Optional()
  @IsBoolean({ message: 'late must be true or false' })
  late?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: 'Admin: save it for everyone of this role (admin or editor) instead of oneself',
  })
  @Optional()
  @IsIn(['admin', 'editor'], { message: 'forRole must be admin or editor' })
  forRole?: string | null;
}
