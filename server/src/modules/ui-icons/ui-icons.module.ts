import { Module } from '@nestjs/common';
import { AppConfigService } from '../../config/config';
import { ICON_BUNDLE_DIR, iconSource } from './icon-sources';
import { UiIconsController } from './ui-icons.controller';
import { ICON_SOURCE, UiIconsService } from './ui-icons.service';

/**
 * The original client's icon sets (api/ui/icons), built from the icon packages:
 * the build writes them beside the compiled server (npm run build:server); without a build
 * (tests, `npm run dev`) they are read from the packages, which production does not have.
 */
@Module({
  controllers: [UiIconsController],
  providers: [
    UiIconsService,
    {
      provide: ICON_SOURCE,
      inject: [AppConfigService],
      useFactory: (config: AppConfigService) =>
        iconSource({
          bundleDir: ICON_BUNDLE_DIR,
          allowPackages: config.values.nodeEnv !== 'production',
        }),
    },
  ],
})
export class UiIconsModule {}
