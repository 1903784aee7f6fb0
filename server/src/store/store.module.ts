import { type DynamicModule, Global, Module, type InjectionToken } from '@nestjs/common';
import { BlobStore } from './blob-store';
import { ClusterService } from './cluster';
import { LogStore } from './log-store';
import { StoreService } from './store.service';
import { STORE_OPTIONS, type StoreOptions } from './store.options';

export interface StoreModuleAsyncOptions {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Nest factories take any injectables
  useFactory: (...injected: any[]) => StoreOptions | Promise<StoreOptions>;
  inject?: InjectionToken[];
}

@Global()
@Module({})
export class StoreModule {
  static forRootAsync(options: StoreModuleAsyncOptions): DynamicModule {
    return {
      module: StoreModule,
      providers: [
        { provide: STORE_OPTIONS, useFactory: options.useFactory, inject: options.inject ?? [] },
        StoreService,
        BlobStore,
        LogStore,
        ClusterService,
      ],
      exports: [StoreService, BlobStore, LogStore, ClusterService],
    };
  }
}
