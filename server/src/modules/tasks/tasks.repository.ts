import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService } from '../../store';
import type { Task, TaskTag } from './tasks.types';

@Injectable()
export class TasksRepository extends Repository<Task> {
  constructor(store: StoreService) {
    super(store, defineCollection<Task>({ name: 'tasks' }));
  }
}

@Injectable()
export class TaskTagsRepository extends Repository<TaskTag> {
  constructor(store: StoreService) {
    super(store, defineCollection<TaskTag>({ name: 'task-tags' }));
  }
}
