import { Global, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { dataDirProblem } from '../store/data-dir';
import { AppConfigService, APP_CONFIG_KEY } from './config';
import {
  type AppConfig,
  configurationError,
  toAppConfig,
  validateEnvironment,
} from './environment';

@Global()
@Module({
  imports: [
    ConfigModule.forRoot({
      ignoreEnvFile: true,
      cache: true,
      load: [() => ({ [APP_CONFIG_KEY]: loadAppConfig() })],
    }),
  ],
  providers: [AppConfigService],
  exports: [AppConfigService],
})
export class AppConfigModule {}

/** The validated configuration; the data folder is checked before any module uses it. */
export function loadAppConfig(): AppConfig {
  const config = toAppConfig(validateEnvironment(process.env));
  const problem = dataDirProblem(config.dataDir);
  if (problem) throw configurationError([problem]);
  return config;
}
