import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { invalid, notFound } from '../../../common/errors/domain-error';
import type { ShortcutDto, ShortcutInputDto, ShortcutPatchDto } from './dto/shortcut.dto';
import type { Shortcut } from './shortcut.types';
import { ShortcutsRepository } from './shortcuts.repository';
import { linkProblem } from '../links';

@Injectable()
export class ShortcutsService {
  constructor(private readonly shortcuts: ShortcutsRepository) {}

  list(accountId: string): ShortcutDto[] {
    return this.shortcuts.ofAccount(accountId).map(toDto);
  }

  async create(accountId: string, input: ShortcutInputDto): Promise<ShortcutDto> {
    const shortcut: Shortcut = { ...input, label: input.label.trim(), id: randomUUID(), accountId };
    return toDto(await this.shortcuts.insert(shortcut));
  }

  async update(accountId: string, id: string, patch: ShortcutPatchDto): Promise<ShortcutDto> {
    const current = this.owned(accountId, id);
    const next = { ...current, ...definedOnly(patch) };
    // The link rule spans two fields, either of which the patch may leave out.
    const problem = linkProblem(next.link, next.useRouter, 'shortcut.link');
    if (problem) throw invalid('link-invalid', problem, 'shortcut.link');
    const updated = await this.shortcuts.update(id, next);
    if (!updated) throw notFound('not-found', `Shortcut ${id} not found`);
    return toDto(updated);
  }

  async remove(accountId: string, id: string): Promise<ShortcutDto> {
    const shortcut = this.owned(accountId, id);
    await this.shortcuts.remove(id);
    return toDto(shortcut);
  }

  private owned(accountId: string, id: string): Shortcut {
    const shortcut = this.shortcuts.get(id);
    if (!shortcut || shortcut.accountId !== accountId)
      throw notFound('not-found', `Shortcut ${id} not found`);
    return shortcut;
  }
}

function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

function toDto({ accountId: _accountId, ...shortcut }: Shortcut): ShortcutDto {
  return shortcut;
}
