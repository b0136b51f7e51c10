import type { DataSource } from 'typeorm';
import { validateInput } from '../../validation';
import { NEWEST_FIRST, RecordService } from '../record.service';
import { ContactMessage } from './message.entity';
import { ContactMessageInput } from './message.inputs';

export class ContactMessageService extends RecordService<ContactMessage> {
  constructor(ds: DataSource) {
    super(ds, {
      entity: ContactMessage,
      label: 'Contact message',
      orderBy: NEWEST_FIRST,
      searchIn: ['name', 'email', 'subject'],
    });
  }

  async create(raw: unknown): Promise<ContactMessage> {
    const { name, contactNumber, email, subject, message } = await validateInput(
      ContactMessageInput,
      raw,
    );
    return this.repo.save(this.repo.create({ name, contactNumber, email, subject, message }));
  }
}
