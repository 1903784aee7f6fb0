import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AppConfig } from './environment';

export const APP_CONFIG_KEY = 'app';

/** One typed view over the validated configuration. */
@Injectable()
export class AppConfigService {
  constructor(private readonly config: ConfigService) {}

  get values(): AppConfig {
    return this.config.getOrThrow<AppConfig>(APP_CONFIG_KEY);
  }
}
